import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dhcpv6BindingPage, dhcpv6Global, type Dhcpv6IaType } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const dhcpv6Keys = {
  all: ['dhcpv6'] as const,
  global: ['dhcpv6', 'global'] as const,
  bindings: (ask: object) => ['dhcpv6', 'bindings', ask] as const,
};

/** Clients bind, renew and run out as ONUs come and go; the binding table looks at this pace. */
const BINDINGS_POLL_MS = 5_000;

export const useDhcpv6Global = () => useQuery({ queryKey: dhcpv6Keys.global, queryFn: () => call(dhcpv6Global) });

export interface Dhcpv6Ask {
  page: number;
  page_size: number;
  /** part of an address, MAC or DUID, or PON/ONU */
  search?: string;
  /** a whole IPv6 address: the binding that holds it, a delegated prefix's included */
  address?: string;
  ia?: Dhcpv6IaType;
}

export const useDhcpv6Bindings = (ask: Dhcpv6Ask) =>
  useQuery({
    queryKey: dhcpv6Keys.bindings(ask),
    queryFn: () => call(dhcpv6BindingPage, { query: ask }),
    placeholderData: keepPreviousData,
    refetchInterval: BINDINGS_POLL_MS,
    meta: { silent: true },
  });
