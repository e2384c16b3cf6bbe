import { useQuery } from '@tanstack/react-query';
import { boardPon, boardSummary } from '@olt/protocol';
import { call } from './apiClient.ts';

/** The original re-read the PON list every 5 s (api.md §1.13); the status home and the topology keep that pace. */
export const PON_POLL_MS = 5_000;
export const ponSummaryKey = ['board', 'pon'] as const;
export const statusSummaryKey = ['board', 'summary'] as const;

/** Every PON with its link state and ONU counts (SYS-13); a failing poll shows in its card, not as a toast. */
export const usePonSummary = () =>
  useQuery({
    queryKey: ponSummaryKey,
    queryFn: () => call(boardPon),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });

/**
 * The status home's one poll (SYS-X1): the ONU counts of the device and of each PON by the protocol's one definition
 * (onuCounts.ts), the PON link states, and CPU and memory use. Polled at the PON list's pace, once per 5 s.
 */
export const useStatusSummary = () =>
  useQuery({
    queryKey: statusSummaryKey,
    queryFn: () => call(boardSummary),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });
