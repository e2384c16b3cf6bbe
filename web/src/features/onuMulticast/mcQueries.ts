import { useQuery } from '@tanstack/react-query';
import { onuMcConfig, onuMcPorts, onuMcTranslations, onuMcVlans } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

/** Every multicast read of one ONU sits under one key, so that each multicast write refreshes them all. */
export const mcKey = (p: number, o: number) => [...onuKeys.all, 'multicast', p, o] as const;
const ref = (p: number, o: number) => ({ query: { port_id: p, onu_id: o } });

export const useMcConfig = (p: number, o: number) =>
  useQuery({ queryKey: [...mcKey(p, o), 'config'], queryFn: () => call(onuMcConfig, ref(p, o)) });
export const useMcPorts = (p: number, o: number) =>
  useQuery({ queryKey: [...mcKey(p, o), 'ports'], queryFn: () => call(onuMcPorts, ref(p, o)) });
export const useMcVlans = (p: number, o: number) =>
  useQuery({ queryKey: [...mcKey(p, o), 'vlans'], queryFn: () => call(onuMcVlans, ref(p, o)) });
export const useMcTranslations = (p: number, o: number, op: number) =>
  useQuery({
    queryKey: [...mcKey(p, o), 'translations', op],
    queryFn: () => call(onuMcTranslations, { query: { port_id: p, onu_id: o, op_id: op } }),
  });
