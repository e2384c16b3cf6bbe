import { useQuery } from '@tanstack/react-query';
import { timeRanges } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const timeRangeKeys = { all: ['timeRanges'] as const };

/** Every time range with its state by the device clock (TR-01); the state moves with the clock, so it is read again. */
export const useTimeRanges = () =>
  useQuery({
    queryKey: timeRangeKeys.all,
    queryFn: () => call(timeRanges, { query: { name: 'all' } }),
    refetchInterval: 30_000,
  });
