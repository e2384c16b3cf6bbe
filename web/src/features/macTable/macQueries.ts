import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceMacs, macAge, macMoves, ponMacAge, ponMacPage, swMacPage, type MacPageQuery } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const macKeys = {
  all: ['mac'] as const,
  page: (q: MacPageQuery) => ['mac', 'switch', q] as const,
  ponPage: (q: MacPageQuery) => ['mac', 'pon', q] as const,
  age: ['mac', 'age'] as const,
  ponAge: ['mac', 'ponAge'] as const,
  moves: ['mac', 'moves'] as const,
  device: ['mac', 'device'] as const,
};

/** Learnt entries come and go; the page follows them at this pace. */
export const MAC_POLL_MS = 10_000;

/** MAC-X1: one page, filtered and sorted by the device; the last page stays shown while the next loads. */
export const useMacPage = (q: MacPageQuery) =>
  useQuery({
    queryKey: macKeys.page(q),
    queryFn: () => call(swMacPage, { query: q }),
    placeholderData: keepPreviousData,
    refetchInterval: MAC_POLL_MS,
  });

/** MAC-X2: the PON table a page at a time, as the switch table. */
export const usePonMacPage = (q: MacPageQuery) =>
  useQuery({
    queryKey: macKeys.ponPage(q),
    queryFn: () => call(ponMacPage, { query: q }),
    placeholderData: keepPreviousData,
    refetchInterval: MAC_POLL_MS,
  });

export const useMacAge = () => useQuery({ queryKey: macKeys.age, queryFn: () => call(macAge) });

export const usePonMacAge = () => useQuery({ queryKey: macKeys.ponAge, queryFn: () => call(ponMacAge) });

export const useMacMoves = () =>
  useQuery({ queryKey: macKeys.moves, queryFn: () => call(macMoves), refetchInterval: MAC_POLL_MS });

export const useDeviceMacs = () => useQuery({ queryKey: macKeys.device, queryFn: () => call(deviceMacs) });
