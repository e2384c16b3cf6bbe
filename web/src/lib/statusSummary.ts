import { useQuery } from '@tanstack/react-query';
import { statusSummaryRoute } from '@olt/protocol/light';
import { call } from './apiClient.ts';

/** The original re-read the PON list every 5 s (api.md §1.13); the status home and the topology keep that pace. */
export const PON_POLL_MS = 5_000;
export const statusSummaryKey = ['board', 'summary'] as const;

/**
 * The status home's one poll (SYS-X1): the ONU counts of the device and of each PON by the protocol's one definition
 * (onuCounts.ts), the PON link states, and CPU and memory use. Polled at the PON list's pace, once per 5 s. Its route
 * is schema-free (protocol startReads.ts): the entry asks it right after sign-in, before the console has rendered.
 */
export const statusSummaryQuery = {
  queryKey: statusSummaryKey,
  queryFn: () => call(statusSummaryRoute),
  meta: { silent: true },
};
/** An answer is good for one period: the home opened with one just read (lib/firstReads.ts) does not ask again. */
export const useStatusSummary = () =>
  useQuery({ ...statusSummaryQuery, refetchInterval: PON_POLL_MS, staleTime: PON_POLL_MS });
