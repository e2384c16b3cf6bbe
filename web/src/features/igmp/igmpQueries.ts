import { useQuery } from '@tanstack/react-query';
import { igmpConfig, igmpTable, mcMembers, mcPrograms, mcUnknown, mcViewers, mcVlanList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const igmpKeys = {
  all: ['igmp'] as const,
  config: ['igmp', 'config'] as const,
  table: ['igmp', 'table'] as const,
  mvlans: ['igmp', 'mvlans'] as const,
  viewers: ['igmp', 'viewers'] as const,
  members: (ip: string, vid: number) => ['igmp', 'members', ip, vid] as const,
  programs: (mvlan: number) => ['igmp', 'programs', mvlan] as const,
  unknown: (mvlan: number) => ['igmp', 'unknown', mvlan] as const,
};

/** Set-top boxes join and leave all the time: the group reads follow while shown. */
export const IGMP_POLL_MS = 3_000;

export const useIgmpConfig = () => useQuery({ queryKey: igmpKeys.config, queryFn: () => call(igmpConfig) });
export const useIgmpTable = () =>
  useQuery({ queryKey: igmpKeys.table, queryFn: () => call(igmpTable), refetchInterval: IGMP_POLL_MS });
export const useMcVlans = () => useQuery({ queryKey: igmpKeys.mvlans, queryFn: () => call(mcVlanList) });
export const useViewers = () =>
  useQuery({ queryKey: igmpKeys.viewers, queryFn: () => call(mcViewers), refetchInterval: IGMP_POLL_MS * 5 });
export const useMembers = (ip: string, vid: number) =>
  useQuery({
    queryKey: igmpKeys.members(ip, vid),
    queryFn: () => call(mcMembers, { query: { multi_ip: ip, vid } }),
    refetchInterval: IGMP_POLL_MS,
  });
export const usePrograms = (mvlan: number) =>
  useQuery({ queryKey: igmpKeys.programs(mvlan), queryFn: () => call(mcPrograms, { query: { mvlan } }) });
export const useUnknown = (mvlan: number) =>
  useQuery({ queryKey: igmpKeys.unknown(mvlan), queryFn: () => call(mcUnknown, { query: { mvlan } }) });
