import { useQuery } from '@tanstack/react-query';
import { accessClient, getDefaultRoutes, getDns, inbound, outbound } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const mgmtKeys = {
  all: ['remoteMgmt'] as const,
  interfaces: ['remoteMgmt', 'interfaces'] as const,
  dns: ['remoteMgmt', 'dns'] as const,
  routes: ['remoteMgmt', 'routes'] as const,
  client: ['remoteMgmt', 'client'] as const,
};

/** The out-of-band interface first, then the in-band ones (MGMT-01, MGMT-02), as the table shows them. */
export const useInterfaces = () =>
  useQuery({
    queryKey: mgmtKeys.interfaces,
    queryFn: async () => {
      const [out, inb] = await Promise.all([call(outbound), call(inbound)]);
      return [out, ...inb];
    },
  });
export const useDns = () => useQuery({ queryKey: mgmtKeys.dns, queryFn: () => call(getDns) });
export const useDefaultRoutes = () => useQuery({ queryKey: mgmtKeys.routes, queryFn: () => call(getDefaultRoutes) });
/** The interface this browser's requests come through, as the device sees it (SACL-X1). */
export const useClientInterface = () =>
  useQuery({ queryKey: mgmtKeys.client, queryFn: () => call(accessClient), meta: { silent: true } });
