import { useQuery } from '@tanstack/react-query';
import { ponModule, ponModules, ponOnuOptics, ponOnusOptics } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

const opticalKeys = {
  modules: ['ponOptical', 'modules'] as const,
  module: (p: number) => ['ponOptical', 'module', p] as const,
  rssi: (p: number, o: number, polarity: number) => ['ponOptical', 'rssi', p, o, polarity] as const,
  onus: (p: number) => ['ponOptical', 'onus', p] as const,
};

/** OPT-01: every PON's transceiver. */
export const usePonModules = () => useQuery({ queryKey: opticalKeys.modules, queryFn: () => call(ponModules) });
/** OPT-02: one transceiver in detail, read when its details open. */
export const usePonModule = (p: number) =>
  useQuery({ queryKey: opticalKeys.module(p), queryFn: () => call(ponModule, { query: { port_id: p } }) });
/** OPT-03: what the PON module measures while one ONU transmits; a new ONU or polarity is a new read. */
export const useRssi = (p: number, o: number | null, polarity: number) =>
  useQuery({
    queryKey: opticalKeys.rssi(p, o ?? 0, polarity),
    queryFn: () => call(ponOnuOptics, { query: { port_id: p, onu_id: o ?? 0, polarity } }),
    enabled: o !== null,
  });
/** OPT-04: every ONU of the PON with its own reading; read again only on Refresh (the device measures each ONU). */
export const useOnusOptics = (p: number) =>
  useQuery({
    queryKey: opticalKeys.onus(p),
    queryFn: () => call(ponOnusOptics, { query: { port_id: p } }),
    staleTime: Infinity,
  });
