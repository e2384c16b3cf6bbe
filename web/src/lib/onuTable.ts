import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onuAllowPrepare, onuTable, type OnuTableRow } from '@olt/protocol';
import { call } from './apiClient.ts';
import { useLiveAlarmSwitch } from './liveAlarms.ts';
import { subscribeOnuChanges, type OnuChange } from './onuEvents.ts';
import { onuKeys } from './onuQueries.ts';

/** Every ONU of every PON with the splitter it hangs on (ONU-03), shared by the status home and the topology. */
export const onuTableKey = onuKeys.table;

/** The ONU groups are defined once, in protocol (onuCounts.ts), for the server's counts and every screen alike. */
export { ONU_GROUPS, onuGroup, type OnuGroup } from '@olt/protocol';

/** The two-step read of api.md §1.8: the prepare call must succeed before the table is asked for. */
async function readOnuTable(): Promise<OnuTableRow[]> {
  await call(onuAllowPrepare);
  return call(onuTable);
}

/** With /ws pushes the table is re-read only as a safety net; without them (live alarms off) more often. */
const POLL_LIVE_MS = 60_000;
const POLL_WITHOUT_LIVE_MS = 10_000;

export function useOnuTable() {
  const isLive = useLiveAlarmSwitch((s) => s.isEnabled);
  return useQuery({
    queryKey: onuTableKey,
    queryFn: readOnuTable,
    refetchInterval: isLive ? POLL_LIVE_MS : POLL_WITHOUT_LIVE_MS,
    // the screens show their own empty state; a failing background read every minute is not worth a toast
    meta: { silent: true },
  });
}

const rowKey = (row: { port_id: number; onu_id: number }): number => row.port_id * 1000 + row.onu_id;

/** Applies a /ws change to the table: removals first (a new ONU may take a freed id), then new and changed rows. */
export function mergeOnuTable(rows: readonly OnuTableRow[], change: OnuChange): OnuTableRow[] {
  const byKey = new Map<number, OnuTableRow>(rows.map((row) => [rowKey(row), row]));
  for (const gone of change.removed) byKey.delete(rowKey(gone));
  for (const row of change.rows) byKey.set(rowKey(row), row);
  return [...byKey.values()].sort((a, b) => rowKey(a) - rowKey(b));
}

/** Changes come in bursts (a PON losing power drops every ONU on it); dependants are re-read once per burst. */
const BURST_MS = 400;

/**
 * Keeps the cached ONU table in step with the device's pushes while a screen is shown, and calls `onBurst` once
 * after each burst of changes, for the screen to re-read what is derived from ONUs (e.g. the PON counts).
 */
export function useLiveOnuTable(onBurst?: () => void): void {
  const client = useQueryClient();
  const burstRef = useRef(onBurst);
  useEffect(() => {
    burstRef.current = onBurst;
  }, [onBurst]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOnuChanges((change) => {
      const rows = client.getQueryData<OnuTableRow[]>(onuTableKey);
      if (rows) client.setQueryData(onuTableKey, mergeOnuTable(rows, change));
      // a trailing call that a steady stream of changes cannot postpone forever
      timer ??= setTimeout(() => {
        timer = undefined;
        burstRef.current?.();
      }, BURST_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
}
