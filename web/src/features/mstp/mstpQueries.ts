import { useQuery } from '@tanstack/react-query';
import { cistBridge, cistPorts, mstRegion, mstiStatus, mstpPortStatus, mstpStatus, mstpTopology } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const mstpKeys = {
  all: ['mstp'] as const,
  status: ['mstp', 'status'] as const,
  region: ['mstp', 'region'] as const,
  cist: ['mstp', 'cist'] as const,
  cistPorts: ['mstp', 'cistPorts'] as const,
  instances: ['mstp', 'instances'] as const,
  ports: ['mstp', 'ports'] as const,
  topology: ['mstp', 'topology'] as const,
};

/** Port states move with the forward delay: the open tab follows them. */
const POLL_MS = 3_000;

export const useMstpStatus = () => useQuery({ queryKey: mstpKeys.status, queryFn: () => call(mstpStatus) });
export const useMstRegion = () => useQuery({ queryKey: mstpKeys.region, queryFn: () => call(mstRegion) });
export const useCistBridge = () =>
  useQuery({ queryKey: mstpKeys.cist, queryFn: () => call(cistBridge), refetchInterval: POLL_MS });
export const useCistPorts = () =>
  useQuery({ queryKey: mstpKeys.cistPorts, queryFn: () => call(cistPorts), refetchInterval: POLL_MS });
export const useMstiRows = () =>
  useQuery({ queryKey: mstpKeys.instances, queryFn: () => call(mstiStatus), refetchInterval: POLL_MS });
export const useMstpPorts = () =>
  useQuery({ queryKey: mstpKeys.ports, queryFn: () => call(mstpPortStatus), refetchInterval: POLL_MS });
export const useMstpTopology = () =>
  useQuery({ queryKey: mstpKeys.topology, queryFn: () => call(mstpTopology), refetchInterval: POLL_MS });
