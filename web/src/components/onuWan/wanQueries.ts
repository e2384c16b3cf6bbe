import { useQuery } from '@tanstack/react-query';
import { onuWanSummary, onuWans } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

/** Under the shared ONU keys, so that every ONU write (a reboot, a deregistration) refreshes them too. */
export const wanKeys = {
  all: [...onuKeys.all, 'wan'] as const,
  list: (p: number, o: number) => [...onuKeys.all, 'wan', 'list', p, o] as const,
  summary: (p: number) => [...onuKeys.all, 'wan', 'summary', p] as const,
};

/** ONU-28: one HGU's WAN connections. */
export const useOnuWans = (p: number, o: number) =>
  useQuery({ queryKey: wanKeys.list(p, o), queryFn: () => call(onuWans, { query: { port_id: p, onu_id: o } }) });
/** ONU-32: the vendor HGUs of a PON with their WAN counts and what each can carry. */
export const useWanSummary = (p: number, isEnabled = true) =>
  useQuery({
    queryKey: wanKeys.summary(p),
    queryFn: () => call(onuWanSummary, { query: { port_id: p } }),
    enabled: isEnabled,
  });
