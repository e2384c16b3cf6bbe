import { useQuery } from '@tanstack/react-query';
import { boardPon } from '@olt/protocol';
import { call } from './apiClient.ts';

/** The original re-read the PON list every 5 s (api.md §1.13); the status home and the topology keep that pace. */
export const PON_POLL_MS = 5_000;
export const ponSummaryKey = ['board', 'pon'] as const;

/** Every PON with its link state and ONU counts (SYS-13); a failing poll shows in its card, not as a toast. */
export const usePonSummary = () =>
  useQuery({
    queryKey: ponSummaryKey,
    queryFn: () => call(boardPon),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });
