import { useQuery } from '@tanstack/react-query';
import { qosQueueCounts, qosRead } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const qosKeys = {
  all: ['qos'] as const,
  settings: ['qos', 'settings'] as const,
  counts: (portId: number) => ['qos', 'counts', portId] as const,
};

/** The map and the scheduler (QOS-01). */
export const useQos = () => useQuery({ queryKey: qosKeys.settings, queryFn: () => call(qosRead, {}) });

/** A port's queues as they send and drop (QOS-X1), read while the page is open. */
export const useQueueCounts = (portId: number | undefined) =>
  useQuery({
    queryKey: qosKeys.counts(portId ?? 0),
    queryFn: () => call(qosQueueCounts, { query: { port_id: portId as number } }),
    enabled: portId !== undefined,
    refetchInterval: 5_000,
  });
