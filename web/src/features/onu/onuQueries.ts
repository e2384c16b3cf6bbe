import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { onuConfigRoute, onuOpticsRoute, onuSearchRoute } from '@olt/protocol/light';
import { call } from '../../lib/apiClient.ts';
import { onuKeys as sharedOnuKeys } from '../../lib/onuQueries.ts';
import { useLiveAlarmSwitch } from '../../lib/liveAlarms.ts';
import { ONU_TABLE_LIMIT } from './onuFilters.ts';
import { onuListKey, onuListQuery } from './onuList.ts';

/** The shared ONU keys (lib/onuQueries.ts) and this screen's list, one per set of filters. */
export const onuKeys = {
  ...sharedOnuKeys,
  list: onuListKey,
  /** the server's answer to a search text (kept apart from the lists: pushes do not merge into it) */
  search: (text: string) => [...sharedOnuKeys.all, 'search', text] as const,
};

/** The server is asked once the typing pauses this long; the browser's own matches show at once meanwhile. */
const SEARCH_PAUSE_MS = 150;

/** A list answer this recent is shown as it is when the page mounts; older, it is shown and read again. */
const FRESH_LIST_MS = 5_000;

/** Without the /ws link (the operator turned live alarms off) the list is re-read this often instead. */
const POLL_WITHOUT_LIVE_MS = 15_000;

/**
 * Every ONU of the device in one request (ONU-X1 answers every PON at once); the screen filters it in the browser, so
 * a port, a status or a keystroke shows its rows at once. Kept live by the device's pushes (onuLive.ts).
 */
export function useOnuList() {
  const isLive = useLiveAlarmSwitch((s) => s.isEnabled);
  // an answer just read (the entry asks it ahead, lib/firstReads.ts) is not asked again as the page mounts
  return useQuery({
    ...onuListQuery,
    refetchInterval: isLive ? false : POLL_WITHOUT_LIVE_MS,
    staleTime: FRESH_LIST_MS,
  });
}

/**
 * The server's half of a plain-text search (ONU-X1 also matches LOID and description, which the browser does not
 * hold), asked for once the typing pauses. Undefined until its answer for exactly this text is in.
 */
export function useServerMatches(text: string, isRegex: boolean) {
  const wanted = isRegex ? '' : text.trim();
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const query = useQuery({
    queryKey: onuKeys.search(settled),
    queryFn: async ({ signal }) => {
      const answer = await call(onuSearchRoute, { query: { text: settled, limit: ONU_TABLE_LIMIT } }, { signal });
      return answer.rows;
    },
    enabled: settled !== '' && settled === wanted,
    meta: { silent: true },
  });
  return settled === wanted && wanted !== '' ? query.data : undefined;
}

/** ONU-22; only asked for an ONU on the fibre (`enabled`): an offline one has no reading and the device says so. */
export const useOnuOptics = (portId: number, onuId: number, enabled: boolean) =>
  useQuery({
    queryKey: onuKeys.optics(portId, onuId),
    enabled,
    queryFn: () => call(onuOpticsRoute, { query: { port_id: portId, onu_id: onuId } }),
    meta: { silent: true },
  });

export const useOnuFec = (portId: number, onuId: number) =>
  useQuery({
    queryKey: onuKeys.fec(portId, onuId),
    queryFn: () => call(onuConfigRoute, { query: { port_id: portId, onu_id: onuId } }),
    meta: { silent: true },
  });
