import { useQuery } from '@tanstack/react-query';
import { ponLoopConfig, ponLoopInfo, uplinkLoopConfig, uplinkLoopInfo, type LoopSide } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const loopKeys = {
  all: ['loopDetect'] as const,
  config: (side: LoopSide) => ['loopDetect', side, 'config'] as const,
  info: (side: LoopSide) => ['loopDetect', side, 'info'] as const,
};

/** Probes go out every few seconds; the list follows at this pace. */
export const LOOP_POLL_MS = 5_000;

export const useLoopConfig = (side: LoopSide) =>
  useQuery({
    queryKey: loopKeys.config(side),
    queryFn: () => call(side === 'pon' ? ponLoopConfig : uplinkLoopConfig),
  });

export const usePonLoops = () =>
  useQuery({ queryKey: loopKeys.info('pon'), queryFn: () => call(ponLoopInfo), refetchInterval: LOOP_POLL_MS });

export const useUplinkLoops = () =>
  useQuery({ queryKey: loopKeys.info('uplink'), queryFn: () => call(uplinkLoopInfo), refetchInterval: LOOP_POLL_MS });
