import { useQuery } from '@tanstack/react-query';
import { ACL_ID, aclList, filterList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const filterKeys = {
  all: ['packetFilter'] as const,
  bindings: ['packetFilter', 'bindings'] as const,
  acls: ['packetFilter', 'acls'] as const,
};

/** The bindings with their state (PF-01); the state turns with time ranges, so it is read again now and then. */
export const useBindings = () =>
  useQuery({ queryKey: filterKeys.bindings, queryFn: () => call(filterList, {}), refetchInterval: 15_000 });

/** The ACLs a binding may name, with their rules and hits (ACL-01): hits grow while traffic flows. */
export const useFilterAcls = () =>
  useQuery({
    queryKey: filterKeys.acls,
    queryFn: () => call(aclList, { query: { sacl_id: ACL_ID.min, eacl_id: ACL_ID.max } }),
    refetchInterval: 5_000,
  });
