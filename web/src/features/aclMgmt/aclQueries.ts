import { useQuery } from '@tanstack/react-query';
import { ACL_ID, aclList, timeRanges } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const aclKeys = {
  all: ['acl'] as const,
  list: ['acl', 'list'] as const,
  ranges: ['timeRanges'] as const,
};

/** Every ACL with its rules in order, their hits and whether each applies now (ACL-01). */
export const useAcls = () =>
  useQuery({
    queryKey: aclKeys.list,
    queryFn: () => call(aclList, { query: { sacl_id: ACL_ID.min, eacl_id: ACL_ID.max } }),
    refetchInterval: 15_000,
  });

/** The time ranges a rule may name (TR-01). */
export const useTimeRangeNames = () =>
  useQuery({
    queryKey: aclKeys.ranges,
    queryFn: () => call(timeRanges, { query: { name: 'all' } }),
    select: (ranges) => ranges.map((r) => r.name),
  });
