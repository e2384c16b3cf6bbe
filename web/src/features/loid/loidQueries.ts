import { useQuery } from '@tanstack/react-query';
import { loidList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const loidKeys = { all: ['loid'] as const, list: (portId: number) => ['loid', portId] as const };

/** PON-09: the LOID allow list of one PON. */
export const useLoidList = (portId: number) =>
  useQuery({ queryKey: loidKeys.list(portId), queryFn: () => call(loidList, { query: { port_id: portId } }) });
