import { useQuery } from '@tanstack/react-query';
import { onuBaseInfoRoute } from '@olt/protocol/light';
import { call } from './apiClient.ts';
import { onuKeys } from './onuKeys.ts';

export { onuKeys } from './onuKeys.ts';

/** ONU-19, read only when someone looks at one ONU (details, rename, an expanded version row, the topology). */
export const useOnuDetail = (portId: number, onuId: number, isEnabled = true) =>
  useQuery({
    queryKey: onuKeys.detail(portId, onuId),
    queryFn: () => call(onuBaseInfoRoute, { query: { port_id: portId, onu_id: onuId } }),
    enabled: isEnabled,
  });
