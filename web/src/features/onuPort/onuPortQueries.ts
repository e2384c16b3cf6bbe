import { useQuery } from '@tanstack/react-query';
import { onuPortVlans, onuPorts } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

/** Under the shared ONU keys, so that any ONU write (a reboot, a delete) refreshes these too. */
export const onuPortKeys = {
  ports: (portId: number, onuId: number) => [...onuKeys.all, 'uni', portId, onuId] as const,
  vlans: (portId: number, onuId: number) => [...onuKeys.all, 'uniVlan', portId, onuId] as const,
};

/** ONU-33: the UNI ports of one ONU. */
export const useOnuPorts = (portId: number, onuId: number) =>
  useQuery({
    queryKey: onuPortKeys.ports(portId, onuId),
    queryFn: () => call(onuPorts, { query: { port_id: portId, onu_id: onuId } }),
  });

/** ONU-35: the VLAN mode of each UNI port, with its entries. */
export const useOnuPortVlans = (portId: number, onuId: number) =>
  useQuery({
    queryKey: onuPortKeys.vlans(portId, onuId),
    queryFn: () => call(onuPortVlans, { query: { port_id: portId, onu_id: onuId } }),
  });
