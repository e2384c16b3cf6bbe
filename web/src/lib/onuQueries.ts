import { useQuery } from '@tanstack/react-query';
import { onuBaseInfo } from '@olt/protocol';
import { call } from './apiClient.ts';

/**
 * Every ONU read sits under `['onu']`, whichever screen made it, so an ONU write refreshes all of them at once: the
 * ONU table of every PON (`table`), a screen's own lists under `['onu', 'list', …]`, one ONU's details.
 */
export const onuKeys = {
  all: ['onu'] as const,
  table: ['onu', 'table'] as const,
  lists: ['onu', 'list'] as const,
  detail: (portId: number, onuId: number) => ['onu', 'detail', portId, onuId] as const,
  optics: (portId: number, onuId: number) => ['onu', 'optics', portId, onuId] as const,
  fec: (portId: number, onuId: number) => ['onu', 'fec', portId, onuId] as const,
};

/** ONU-19, read only when someone looks at one ONU (details, rename, an expanded version row, the topology). */
export const useOnuDetail = (portId: number, onuId: number, isEnabled = true) =>
  useQuery({
    queryKey: onuKeys.detail(portId, onuId),
    queryFn: () => call(onuBaseInfo, { query: { port_id: portId, onu_id: onuId } }),
    enabled: isEnabled,
  });
