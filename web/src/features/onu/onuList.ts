import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { onuSearchRoute } from '@olt/protocol/light';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuKeys.ts';
import { EVERY_ONU, searchQuery, type OnuFilters } from './onuFilters.ts';
import { markOnuData } from './onuPerf.ts';

/** The key of this screen's list for a set of filters, under the shared ONU keys (lib/onuKeys.ts). */
export const onuListKey = (filters: OnuFilters) => [...onuKeys.lists, filters] as const;

/** List answers as the device sent them, to tell them from the live merges that also pass through structural sharing. */
const answers = new WeakSet<object>();

/**
 * Keeps unchanged rows (and an unchanged list) as they were, so memoised cells skip them; an answer that changes the
 * list is marked for the paint timing (onuPerf.ts).
 */
function shareRows(old: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(old, next);
  if (typeof next === 'object' && next !== null && answers.has(next) && shared !== old) markOnuData(shared as object);
  return shared;
}

/**
 * Every ONU of the device in one request (ONU-X1 answers every PON at once); the screen filters it in the browser.
 * Schema-free (protocol startReads.ts), so the entry asks it while the table's code is still loading (onuQueries.ts
 * adds the live refresh).
 */
export const onuListQuery = {
  queryKey: onuListKey(EVERY_ONU),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const answer = await call(onuSearchRoute, { query: searchQuery(EVERY_ONU) }, { signal });
    answers.add(answer.rows);
    return answer.rows;
  },
  structuralSharing: shareRows,
};

/** The ONU table's first read, asked by the entry (app/earlyStart.ts). */
export const startOnuList = (client: QueryClient): Promise<void> => client.prefetchQuery(onuListQuery);
