import { useQuery } from '@tanstack/react-query';
import { portGroup, portReach } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const portGroupKeys = {
  all: ['portGroup'] as const,
  reach: (id: number) => ['portGroup', 'reach', id] as const,
};

export const usePortGroup = () => useQuery({ queryKey: portGroupKeys.all, queryFn: () => call(portGroup) });

export const usePortReach = (portId: number | undefined, isOffered: boolean) =>
  useQuery({
    queryKey: portGroupKeys.reach(portId ?? 0),
    queryFn: () => call(portReach, { query: { port_id: portId ?? 0 } }),
    enabled: portId !== undefined && isOffered,
  });
