import { useQuery, type QueryKey } from '@tanstack/react-query';
import { splitterList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuTableKey } from '../../lib/onuTable.ts';

export const topoKeys = {
  splitters: (portId: number) => ['pon', 'splitters', portId] as const,
  allSplitters: ['pon', 'splitters'] as const,
};

/** The splitters of one PON (PON-12), read when that PON is expanded. */
export const useSplitters = (portId: number | null) =>
  useQuery({
    queryKey: topoKeys.splitters(portId ?? 0),
    queryFn: () => call(splitterList, { query: { port_id: portId ?? 0 } }),
    enabled: portId !== null,
  });

/** What a splitter write changes: that PON's splitters. */
export const splittersOf = (portId: number): QueryKey[] => [topoKeys.splitters(portId)];
/** Deleting a splitter or binding ONUs also moves ONUs, whose `parent` the ONU table carries. */
export const splittersAndOnus = (portId: number): QueryKey[] => [topoKeys.splitters(portId), onuTableKey];
