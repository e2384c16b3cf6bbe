import { useQuery } from '@tanstack/react-query';
import { configDiff, configHistory, type ConfigRef } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const historyKeys = {
  all: ['configHistory'] as const,
  diff: (from: ConfigRef, to: ConfigRef) => ['configHistory', 'diff', String(from), String(to)] as const,
};

export const useConfigHistory = (isOffered: boolean) =>
  useQuery({ queryKey: historyKeys.all, queryFn: () => call(configHistory), enabled: isOffered });

/** Two kept versions never change: their difference is read once. Running and startup may, so they are read again. */
export const useConfigDiff = (pair: { from: ConfigRef; to: ConfigRef } | null) =>
  useQuery({
    queryKey: historyKeys.diff(pair?.from ?? 0, pair?.to ?? 0),
    queryFn: () => call(configDiff, { query: { from: pair?.from ?? 'startup', to: pair?.to ?? 'running' } }),
    enabled: pair !== null,
    staleTime: pair && typeof pair.from === 'number' && typeof pair.to === 'number' ? Infinity : 0,
  });
