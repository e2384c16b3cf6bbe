import { useQuery } from '@tanstack/react-query';
import { onuBandwidthList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const slaKeys = { all: ['sla'] as const, list: (portId: number) => ['sla', portId] as const };

/** ONU-16: the upstream profile of every ONU of one PON. */
export const useSlaList = (portId: number) =>
  useQuery({ queryKey: slaKeys.list(portId), queryFn: () => call(onuBandwidthList, { query: { port_id: portId } }) });
