import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routePage, routingStatus } from '@olt/protocol';
import type { z } from 'zod';
import { call } from '../../lib/apiClient.ts';

export type RouteAsk = z.input<typeof routePage.query>;

export const routeKeys = {
  all: ['route'] as const,
  status: ['route', 'status'] as const,
  page: (q: RouteAsk) => ['route', 'page', q] as const,
};

export const useRouting = () => useQuery({ queryKey: routeKeys.status, queryFn: () => call(routingStatus, {}) });

/** ROUTE-X1: one page, sorted and filtered by the device; reachability follows the interfaces, so it is read again. */
export const useRoutePage = (q: RouteAsk, enabled: boolean) =>
  useQuery({
    queryKey: routeKeys.page(q),
    queryFn: () => call(routePage, { query: q }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    enabled,
  });
