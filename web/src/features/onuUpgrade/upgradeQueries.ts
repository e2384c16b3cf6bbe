import { useQuery } from '@tanstack/react-query';
import { onuBaseList, onuUpgradeStatus, upgradeTypes, type UpgradeRow } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const upgradeKeys = {
  all: ['onuUpgrade'] as const,
  types: ['onuUpgrade', 'types'] as const,
  onus: ['onuUpgrade', 'onus'] as const,
  status: (portId: number) => ['onuUpgrade', 'status', portId] as const,
};

/** While an ONU of the PON is still upgrading the status is re-read this often, so the bars move by themselves. */
export const RUNNING_POLL_MS = 1_000;
/** Otherwise as the original page did (screens.md §10.6): every 15 s, to notice an upgrade started elsewhere. */
const IDLE_POLL_MS = 15_000;

const isFinished = (row: UpgradeRow) => row.phase === 'done' || row.phase === 'failed';
export const isRunning = (rows: readonly UpgradeRow[] | undefined) => (rows ?? []).some((r) => !isFinished(r));

/** OUP-01. */
export const useUpgradeTypes = () => useQuery({ queryKey: upgradeKeys.types, queryFn: () => call(upgradeTypes) });
/** OUP-09: every ONU with its model and upgrade type (the bind dialog filters one PON). */
export const useOnuBases = (isEnabled: boolean) =>
  useQuery({ queryKey: upgradeKeys.onus, queryFn: () => call(onuBaseList), enabled: isEnabled });
/** OUP-10, polled quickly while an upgrade runs and slowly otherwise. */
export const useUpgradeStatus = (portId: number) =>
  useQuery({
    queryKey: upgradeKeys.status(portId),
    queryFn: () => call(onuUpgradeStatus, { query: { port_id: portId } }),
    refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });

/** How far an ONU is: bytes sent during the transfer, full once the image is on the ONU. */
export function progressPercent(row: UpgradeRow): number {
  if (row.phase === 'queued') return 0;
  if (row.phase === 'transfer') return row.totallen > 0 ? Math.floor((row.sendlen / row.totallen) * 100) : 0;
  return 100;
}

/** The counts the summary shows. */
export function upgradeSummary(rows: readonly UpgradeRow[]) {
  return {
    total: rows.length,
    done: rows.filter((r) => r.phase === 'done').length,
    failed: rows.filter((r) => r.phase === 'failed').length,
    running: rows.filter((r) => !isFinished(r)).length,
  };
}
