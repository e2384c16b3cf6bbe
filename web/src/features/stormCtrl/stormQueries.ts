import { useQuery } from '@tanstack/react-query';
import { stormAll, stormEvents } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const stormKeys = {
  all: ['storm'] as const,
  limits: ['storm', 'limits'] as const,
  events: ['storm', 'events'] as const,
};

/** Storms come and go within minutes; the screen looks at this pace. */
export const STORM_POLL_MS = 5_000;

export const useStormLimits = () => useQuery({ queryKey: stormKeys.limits, queryFn: () => call(stormAll) });

/** STORM-X1: the storms now. */
export const useStormEvents = () =>
  useQuery({
    queryKey: stormKeys.events,
    queryFn: () => call(stormEvents),
    refetchInterval: STORM_POLL_MS,
    meta: { silent: true },
  });
