import { useQuery } from '@tanstack/react-query';
import { onuAlarmLines, onuConfig, onuOptics, onuUpgradeStatus, onuWlan } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

const ref = (portId: number, onuId: number) => ({ query: { port_id: portId, onu_id: onuId } });

/** This screen's reads, under the shared ONU keys so that every ONU write refreshes them. */
export const basicKeys = {
  alarms: (p: number, o: number) => [...onuKeys.all, 'alarms', p, o] as const,
  wlan: (p: number, o: number) => [...onuKeys.all, 'wlan', p, o] as const,
};
/** The key the upgrade screens read OUP-10 under, so that all of them show the same progress. */
export const upgradeStatusKey = (portId: number) => ['onuUpgrade', 'status', portId] as const;
/** While an ONU of the PON is upgrading, its progress is re-read this often. */
const RUNNING_POLL_MS = 1_000;

export const useFec = (p: number, o: number) =>
  useQuery({ queryKey: onuKeys.fec(p, o), queryFn: () => call(onuConfig, ref(p, o)), meta: { silent: true } });
export const useOptics = (p: number, o: number) =>
  useQuery({ queryKey: onuKeys.optics(p, o), queryFn: () => call(onuOptics, ref(p, o)), meta: { silent: true } });
export const useAlarmLines = (p: number, o: number) =>
  useQuery({ queryKey: basicKeys.alarms(p, o), queryFn: () => call(onuAlarmLines, ref(p, o)) });
export const useWlan = (p: number, o: number) =>
  useQuery({ queryKey: basicKeys.wlan(p, o), queryFn: () => call(onuWlan, ref(p, o)) });
/** OUP-10 of the ONU's PON, re-read quickly while an upgrade there runs. */
export const useUpgradeStatus = (p: number) =>
  useQuery({
    queryKey: upgradeStatusKey(p),
    queryFn: () => call(onuUpgradeStatus, { query: { port_id: p } }),
    meta: { silent: true },
    refetchInterval: (query) =>
      (query.state.data ?? []).some((r) => r.phase !== 'done' && r.phase !== 'failed') ? RUNNING_POLL_MS : false,
  });
