import { useQuery } from '@tanstack/react-query';
import { boardPon } from '@olt/protocol';
import { call } from './apiClient.ts';
import { PON_POLL_MS } from './statusSummary.ts';

export { PON_POLL_MS, statusSummaryKey } from './statusSummary.ts';
export const ponSummaryKey = ['board', 'pon'] as const;

/** Every PON with its link state and ONU counts (SYS-13); a failing poll shows in its card, not as a toast. */
export const usePonSummary = () =>
  useQuery({
    queryKey: ponSummaryKey,
    queryFn: () => call(boardPon),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });
