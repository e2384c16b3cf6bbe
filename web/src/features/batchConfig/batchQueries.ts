import { useQuery } from '@tanstack/react-query';
import { ponVlanProfiles, ponWlanTable } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

export const batchKeys = {
  profiles: (p: number) => ['batchConfig', 'profvlan', p] as const,
  /** under the ONU keys: a radio set on ONU Basic Info shows here too */
  wlan: (p: number) => [...onuKeys.all, 'wlantab', p] as const,
};

/** BAT-01: the PON's per-UNI-port VLAN profiles. */
export const useVlanProfiles = (p: number) =>
  useQuery({ queryKey: batchKeys.profiles(p), queryFn: () => call(ponVlanProfiles, { query: { port_id: p } }) });
/** BAT-04: every HGU of the PON with radios. */
export const useWlanTable = (p: number) =>
  useQuery({ queryKey: batchKeys.wlan(p), queryFn: () => call(ponWlanTable, { query: { port_id: p } }) });
