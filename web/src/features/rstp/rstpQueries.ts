import { useQuery } from '@tanstack/react-query';
import { rstpBridge, rstpPorts, rstpTopology } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const rstpKeys = {
  all: ['rstp'] as const,
  bridge: ['rstp', 'bridge'] as const,
  ports: ['rstp', 'ports'] as const,
  topology: ['rstp', 'topology'] as const,
};

/** Port states move with the forward delay: the page follows them while it is open. */
export const RSTP_POLL_MS = 3_000;

export const useRstpBridge = () =>
  useQuery({ queryKey: rstpKeys.bridge, queryFn: () => call(rstpBridge), refetchInterval: RSTP_POLL_MS });
export const useRstpPorts = () =>
  useQuery({ queryKey: rstpKeys.ports, queryFn: () => call(rstpPorts), refetchInterval: RSTP_POLL_MS });
export const useStpTopology = () =>
  useQuery({ queryKey: rstpKeys.topology, queryFn: () => call(rstpTopology), refetchInterval: RSTP_POLL_MS });
