import { useQuery } from '@tanstack/react-query';
import { clearPortCounters, portCounterTable, portCounters } from '@olt/protocol';
import { callEnvelope, call } from '../../lib/apiClient.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';

/** Counters grow every second; the table follows them at this pace as well as on Refresh. */
export const COUNTER_POLL_MS = 5_000;

export const perfKeys = {
  all: ['portCounters'] as const,
  table: ['portCounters', 'table'] as const,
  one: (portId: number) => ['portCounters', portId] as const,
};

/** PORT-04. */
export const useCounterTable = () =>
  useQuery({ queryKey: perfKeys.table, queryFn: () => call(portCounterTable), refetchInterval: COUNTER_POLL_MS });

/** PORT-05, while the detail of that port is open. */
export const usePortCounters = (portId: number) =>
  useQuery({
    queryKey: perfKeys.one(portId),
    queryFn: () => call(portCounters, { query: { port_id: portId } }),
    refetchInterval: COUNTER_POLL_MS,
  });

/** PORT-06, a GET that clears: one port, or every port with 0. */
export const clearCounters =
  (portId: number): WriteStep =>
  () =>
    callEnvelope(clearPortCounters, { query: { port_id: portId } });
