import { keepPreviousData, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { onuConfig, onuOptics, onuSearch } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys as sharedOnuKeys } from '../../lib/onuQueries.ts';
import { useLiveAlarmSwitch } from '../../lib/liveAlarms.ts';
import { searchQuery, type OnuFilters } from './onuFilters.ts';
import { markOnuData } from './onuPerf.ts';

/** The shared ONU keys (lib/onuQueries.ts) and this screen's list, one per set of filters. */
export const onuKeys = {
  ...sharedOnuKeys,
  list: (filters: OnuFilters) => [...sharedOnuKeys.lists, filters] as const,
};

/** Without the /ws link (the operator turned live alarms off) the list is re-read this often instead. */
const POLL_WITHOUT_LIVE_MS = 15_000;

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
 * The ONU list for the filters, in one request whatever the port (ONU-X1 answers every PON at once). The previous
 * answer stays on screen while the next one loads, so typing in the search box never blanks the table.
 */
export function useOnuList(filters: OnuFilters) {
  const isLive = useLiveAlarmSwitch((s) => s.isEnabled);
  return useQuery({
    queryKey: onuKeys.list(filters),
    queryFn: async ({ signal }) => {
      const answer = await call(onuSearch, { query: searchQuery(filters) }, { signal });
      answers.add(answer.rows);
      return answer.rows;
    },
    structuralSharing: shareRows,
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? false : POLL_WITHOUT_LIVE_MS,
  });
}

/** Asked only while `enabled`: an ONU that is not online has no reading, and the device would answer an error. */
export const useOnuOptics = (portId: number, onuId: number, enabled = true) =>
  useQuery({
    queryKey: onuKeys.optics(portId, onuId),
    enabled,
    queryFn: () => call(onuOptics, { query: { port_id: portId, onu_id: onuId } }),
    // an offline ONU has no reading: the drawer says so instead of a toast
    meta: { silent: true },
  });

export const useOnuFec = (portId: number, onuId: number) =>
  useQuery({
    queryKey: onuKeys.fec(portId, onuId),
    queryFn: () => call(onuConfig, { query: { port_id: portId, onu_id: onuId } }),
    meta: { silent: true },
  });
