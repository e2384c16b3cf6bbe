import { useQuery } from '@tanstack/react-query';
import { timerTaskRuns, timerTasks } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const timerTaskKeys = { all: ['timerTask'] as const, runs: ['timerTask', 'runs'] as const };

/** A task may run while the screen is open: next and last runs are read again at this pace. */
export const TASK_POLL_MS = 15_000;

export const useTimerTasks = (isOffered: boolean) =>
  useQuery({
    queryKey: timerTaskKeys.all,
    queryFn: () => call(timerTasks),
    enabled: isOffered,
    refetchInterval: TASK_POLL_MS,
  });

export const useTaskRuns = (isOffered: boolean) =>
  useQuery({
    queryKey: timerTaskKeys.runs,
    queryFn: () => call(timerTaskRuns),
    enabled: isOffered,
    refetchInterval: TASK_POLL_MS,
    meta: { silent: true },
  });
