import { useQuery } from '@tanstack/react-query';
import { getNtp, timeInfo } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const timeKeys = {
  info: ['time', 'clock'] as const,
  ntp: ['time', 'ntp'] as const,
};

/** The clock ticks in the browser from this read; "Get Device Time" reads it again. */
export const useClock = () => useQuery({ queryKey: timeKeys.info, queryFn: () => call(timeInfo) });
export const useNtp = () => useQuery({ queryKey: timeKeys.ntp, queryFn: () => call(getNtp) });
