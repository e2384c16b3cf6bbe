import { useQuery } from '@tanstack/react-query';
import { onuPerfCurrent, onuPerfHistory, onuPerfStatus, onuPorts } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

export type PerfView = 'current' | 'history';
export const perfKey = (p: number, o: number) => [...onuKeys.all, 'perf', p, o] as const;
const query = (p: number, o: number, op: number) => ({ query: { port_id: p, onu_id: o, op_id: op } });

/** The UNI ports the port picker offers after the PON interface (0). */
export const usePerfPorts = (p: number, o: number) =>
  useQuery({
    queryKey: [...onuKeys.all, 'uni', p, o],
    queryFn: () => call(onuPorts, { query: { port_id: p, onu_id: o } }),
    enabled: o > 0,
    meta: { silent: true },
  });
export const usePerfStatus = (p: number, o: number, op: number) =>
  useQuery({
    queryKey: [...perfKey(p, o), 'status', op],
    queryFn: () => call(onuPerfStatus, query(p, o, op)),
    // no ONU chosen yet (its list still loading): nothing to ask
    enabled: o > 0,
  });
/** ONU-55 (the current interval) or ONU-56 (the one before); no polling, Refresh re-reads (screens.md §11.4). */
export const usePerfCounters = (p: number, o: number, op: number, view: PerfView) =>
  useQuery({
    queryKey: [...perfKey(p, o), view, op],
    queryFn: () => call(view === 'current' ? onuPerfCurrent : onuPerfHistory, query(p, o, op)),
    enabled: o > 0,
  });
