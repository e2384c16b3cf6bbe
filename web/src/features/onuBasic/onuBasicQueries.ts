import { useQuery } from '@tanstack/react-query';
import { onuAlarmLines, onuConfig, onuOptics, onuWans, onuWlan } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

const ref = (portId: number, onuId: number) => ({ query: { port_id: portId, onu_id: onuId } });

/** This screen's reads, under the shared ONU keys so that every ONU write refreshes them. */
export const basicKeys = {
  alarms: (p: number, o: number) => [...onuKeys.all, 'alarms', p, o] as const,
  wans: (p: number, o: number) => [...onuKeys.all, 'wans', p, o] as const,
  wlan: (p: number, o: number) => [...onuKeys.all, 'wlan', p, o] as const,
};

export const useFec = (p: number, o: number) =>
  useQuery({ queryKey: onuKeys.fec(p, o), queryFn: () => call(onuConfig, ref(p, o)), meta: { silent: true } });
export const useOptics = (p: number, o: number) =>
  useQuery({ queryKey: onuKeys.optics(p, o), queryFn: () => call(onuOptics, ref(p, o)), meta: { silent: true } });
export const useAlarmLines = (p: number, o: number) =>
  useQuery({ queryKey: basicKeys.alarms(p, o), queryFn: () => call(onuAlarmLines, ref(p, o)) });
export const useWans = (p: number, o: number) =>
  useQuery({ queryKey: basicKeys.wans(p, o), queryFn: () => call(onuWans, ref(p, o)) });
export const useWlan = (p: number, o: number) =>
  useQuery({ queryKey: basicKeys.wlan(p, o), queryFn: () => call(onuWlan, ref(p, o)) });
