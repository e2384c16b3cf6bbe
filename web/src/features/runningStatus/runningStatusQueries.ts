import { useQuery } from '@tanstack/react-query';
import { boardCpu, timeInfo } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

/** CPU and memory are read again at the original's pace; the gauges redraw with every answer. */
export const CPU_POLL_MS = 5000;
/**
 * The clock and uptime tick in the browser between reads; a read now and then catches up with a clock set on the
 * device or a reboot.
 */
export const TIME_POLL_MS = 60_000;

export const runningStatusKeys = {
  cpu: ['runningStatus', 'cpu'] as const,
  time: ['runningStatus', 'time'] as const,
};

export const useCpuUsage = () =>
  useQuery({ queryKey: runningStatusKeys.cpu, queryFn: () => call(boardCpu), refetchInterval: CPU_POLL_MS });

export const useTimeInfo = () =>
  useQuery({ queryKey: runningStatusKeys.time, queryFn: () => call(timeInfo), refetchInterval: TIME_POLL_MS });
