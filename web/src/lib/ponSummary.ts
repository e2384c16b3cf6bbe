import { useQuery } from '@tanstack/react-query';
import { boardPonRoute } from '@olt/protocol/light';
import { call } from './apiClient.ts';
import { PON_POLL_MS } from './statusSummary.ts';

export { PON_POLL_MS, statusSummaryKey } from './statusSummary.ts';
export const ponSummaryKey = ['board', 'pon'] as const;

/** Every PON with its link state and ONU counts (SYS-13); a failing poll shows in its card, not as a toast. */
export const usePonSummary = () =>
  useQuery({
    queryKey: ponSummaryKey,
    queryFn: () => call(boardPonRoute),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });
