import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { arpPage } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export type ArpAsk = z.input<typeof arpPage.query>;

export const arpKeys = { all: ['arp'] as const, page: (q: ArpAsk) => ['arp', 'page', q] as const };

/** ROUTE-X2: one page, sorted and filtered by the device; entries are learnt and aged as hosts answer. */
export const useArpPage = (q: ArpAsk) =>
  useQuery({
    queryKey: arpKeys.page(q),
    queryFn: () => call(arpPage, { query: q }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
