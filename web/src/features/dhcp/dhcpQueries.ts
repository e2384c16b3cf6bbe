import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dhcpBindingPage, dhcpGlobal, inbound, relayOption60List, relayStandardList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const dhcpKeys = {
  all: ['dhcp'] as const,
  global: ['dhcp', 'global'] as const,
  relay: ['dhcp', 'relay'] as const,
  bindings: (ask: object) => ['dhcp', 'bindings', ask] as const,
};

/** Clients come and go as ONUs do; the binding table looks at this pace. */
const BINDINGS_POLL_MS = 5_000;

export const useDhcpGlobal = () => useQuery({ queryKey: dhcpKeys.global, queryFn: () => call(dhcpGlobal) });

export const useRelayServers = (isOn: boolean) =>
  useQuery({
    queryKey: dhcpKeys.relay,
    enabled: isOn,
    queryFn: async () => {
      const [standard, option60] = await Promise.all([call(relayStandardList), call(relayOption60List)]);
      return { standard, option60 };
    },
  });

export interface BindingAsk {
  page: number;
  page_size: number;
  search?: string;
}

export const useBindings = (ask: BindingAsk) =>
  useQuery({
    queryKey: dhcpKeys.bindings(ask),
    queryFn: () => call(dhcpBindingPage, { query: ask }),
    placeholderData: keepPreviousData,
    refetchInterval: BINDINGS_POLL_MS,
    meta: { silent: true },
  });

export const useInbound = () => useQuery({ queryKey: ['dhcp', 'inbound'], queryFn: () => call(inbound) });
