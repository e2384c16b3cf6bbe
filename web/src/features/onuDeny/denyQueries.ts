import { useQuery } from '@tanstack/react-query';
import { onuDenyList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';
import { ponSummaryKey } from '../../lib/ponSummary.ts';

/** Under `['onu', 'list']`: a deny moves an ONU out of the allow list, so every ONU read follows a deny write. */
const denyKey = (portId: number) => [...onuKeys.lists, 'deny', portId] as const;

/** ONU-12: the deny list of one PON. */
export const useDenyList = (portId: number) =>
  useQuery({ queryKey: denyKey(portId), queryFn: () => call(onuDenyList, { query: { port_id: portId } }) });

/** What a deny-list write changes: every ONU read (the allow lists too) and the PON counts. */
export const DENY_CHANGES = [onuKeys.all, ponSummaryKey] as const;
