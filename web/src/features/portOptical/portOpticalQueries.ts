import { useQuery } from '@tanstack/react-query';
import { uplinkModule, uplinkModules } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

const keys = {
  modules: ['portOptical', 'modules'] as const,
  module: (p: number) => ['portOptical', 'module', p] as const,
};

/** The readings wander slowly; the table follows them at this pace. */
export const OPTICAL_POLL_MS = 10_000;

/** OPT-05: every uplink's module. */
export const useUplinkModules = () =>
  useQuery({ queryKey: keys.modules, queryFn: () => call(uplinkModules), refetchInterval: OPTICAL_POLL_MS });

/** OPT-06: one module in detail, read when its details open. */
export const useUplinkModule = (p: number) =>
  useQuery({ queryKey: keys.module(p), queryFn: () => call(uplinkModule, { query: { port_id: p } }) });
