import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { isIPv4, isMacAddress } from '../core/validators.ts';
import { OnuId, PortId, PortListText, freeText, wireInt } from '../core/wireValues.ts';
import {
  GroupAddress,
  IGMP_FLAGS,
  IGMP_LIMITS as L,
  IgmpConfig,
  McEntry,
  McMember,
  McProgram,
  McVlan,
  McViewers,
  ProgramAddress,
} from './records.ts';

const VlanId = wireInt(VLAN_ID.min, VLAN_ID.max);
const igmp = (form: string) => ({ path: '/switch_igmp', select: { form } }) as const;
const bit = wireInt(0, 1);
const Desc = freeText().max(L.descChars);

export const igmpConfig = endpoint({
  id: 'IGMP-01',
  method: 'GET',
  ...igmp('config'),
  description: 'IGMP mode (0 disabled, 1 snooping, 2 proxy) and its parameters.',
  data: IgmpConfig,
});
export const igmpMode = endpoint({
  id: 'IGMP-02',
  method: 'POST',
  ...igmp('mode'),
  verb: 'set',
  description: 'Sets the IGMP mode: 0 disabled, 1 snooping, 2 proxy. Leaving a mode drops the dynamic groups.',
  param: z.object({ mode: wireInt(0, 2) }),
});
export const igmpConfigSet = endpoint({
  id: 'IGMP-03',
  method: 'POST',
  ...igmp('config'),
  verb: 'set',
  description:
    'Sets the IGMP parameters `flags` names (api.md §2.11); the others are ignored. Without `flags`, the fields sent that differ from what its read answers are changed.',
  flagFields: {
    protocol_policy: IGMP_FLAGS.protocolPolicy,
    fast_leave: IGMP_FLAGS.fastLeave,
    group_aging_time: IGMP_FLAGS.groupAgingTime,
    robustness: IGMP_FLAGS.robustness,
    gen_response_time: IGMP_FLAGS.genResponseTime,
    gen_query_interval: IGMP_FLAGS.genQueryInterval,
    query_src_ip: IGMP_FLAGS.querySrcIp,
    query_src_mac: IGMP_FLAGS.querySrcMac,
    sp_query_interval: IGMP_FLAGS.spQueryInterval,
    sp_response_time: IGMP_FLAGS.spResponseTime,
    sp_query_number: IGMP_FLAGS.spQueryNumber,
    aging_mode: IGMP_FLAGS.agingMode,
  },
  param: z.object({
    flags: wireInt(1, 0x1ffe).optional(),
    mode: wireInt(0, 2).optional(),
    protocol_policy: bit.optional(),
    fast_leave: bit.optional(),
    aging_mode: bit.optional(),
    group_aging_time: wireInt(L.groupAgingTime.min, L.groupAgingTime.max).optional(),
    robustness: wireInt(L.robustness.min, L.robustness.max).optional(),
    gen_response_time: wireInt(L.genResponseTime.min, L.genResponseTime.max).optional(),
    gen_query_interval: wireInt(L.genQueryInterval.min, L.genQueryInterval.max).optional(),
    query_src_ip: z.string().refine(isIPv4, 'query_src_ip must be an IPv4 address').optional(),
    query_src_mac: z.string().refine(isMacAddress, 'query_src_mac must be xx:xx:xx:xx:xx:xx').optional(),
    sp_query_interval: wireInt(L.spQueryInterval.min, L.spQueryInterval.max).optional(),
    sp_response_time: wireInt(L.spResponseTime.min, L.spResponseTime.max).optional(),
    sp_query_number: wireInt(L.spQueryNumber.min, L.spQueryNumber.max).optional(),
  }),
});
export const igmpEntryPrepare = endpoint({
  id: 'IGMP-04',
  method: 'GET',
  ...igmp('entry'),
  description: 'The prepare step before /igmp_snooping_table (api.md §1.8): code 1, no data.',
});
export const igmpTable = endpoint({
  id: 'IGMP-05',
  method: 'GET',
  path: '/igmp_snooping_table',
  description: 'The multicast table: static and dynamic groups with their member ports and router ports.',
  data: z.array(McEntry),
});
const Entry = z.object({ multi_ip: GroupAddress, vid: VlanId });
export const igmpStaticAdd = endpoint({
  id: 'IGMP-06',
  method: 'POST',
  ...igmp('static_entry'),
  verb: 'add',
  description: 'Adds a port to a static group of a multicast VLAN (the group is made when new).',
  param: Entry.extend({ port_id: PortId }),
});
export const igmpStaticDelete = endpoint({
  id: 'IGMP-07',
  method: 'POST',
  ...igmp('static_entry'),
  verb: 'delete',
  description: 'Deletes a static group.',
  param: Entry,
});
export const igmpDynamicDelete = endpoint({
  id: 'IGMP-08',
  method: 'POST',
  ...igmp('dynamic_entry'),
  verb: 'delete',
  description: 'Deletes a dynamic group; members that still watch join again with their next report.',
  param: Entry,
});
export const igmpStaticDeleteAll = endpoint({
  id: 'IGMP-09',
  method: 'POST',
  ...igmp('static_entry_all'),
  verb: 'delete',
  description: 'Deletes every static group.',
});
export const igmpDynamicDeleteAll = endpoint({
  id: 'IGMP-10',
  method: 'POST',
  ...igmp('dynamic_entry_all'),
  verb: 'delete',
  description: 'Deletes every dynamic group.',
});
export const mcVlanList = endpoint({
  id: 'IGMP-11',
  method: 'GET',
  ...igmp('multicast_vlan'),
  description: 'The multicast VLANs with their router ports and descriptions.',
  data: z.array(McVlan),
});
export const mcVlanCreate = endpoint({
  id: 'IGMP-12',
  method: 'POST',
  ...igmp('multicast_vlan'),
  verb: 'create',
  description: 'Makes an existing VLAN a multicast VLAN.',
  param: z.object({ mvlan: VlanId }),
});
export const mcVlanDestroy = endpoint({
  id: 'IGMP-13',
  method: 'POST',
  ...igmp('multicast_vlan'),
  verb: 'destroy',
  description: 'Removes a multicast VLAN with its programs and groups.',
  param: z.object({ mvlan: VlanId, mvlan_desc: freeText().max(L.descChars).optional() }),
});
export const mcVlanDesc = endpoint({
  id: 'IGMP-14',
  method: 'POST',
  ...igmp('multicast_vlan_desc'),
  verb: 'set',
  description: 'Sets the description of a multicast VLAN (1–64 characters).',
  param: z.object({ mvlan: VlanId, mvlan_desc: Desc.min(1) }),
});
export const mcUnknown = endpoint({
  id: 'IGMP-15',
  method: 'GET',
  ...igmp('mc_unknown'),
  description: 'What a multicast VLAN does with traffic to groups nobody joined: 0 transparent, 1 discard.',
  query: z.object({ mvlan: VlanId }),
  data: z.object({ mc_unknown_policy: z.number().int() }),
});
export const mcUnknownSet = endpoint({
  id: 'IGMP-16',
  method: 'POST',
  ...igmp('mc_unknown'),
  verb: 'set',
  description: 'Sets the unknown-multicast policy of a multicast VLAN: 0 transparent, 1 discard.',
  param: z.object({ mvlan: VlanId, mc_unknown_policy: bit }),
});
export const mcPrograms = endpoint({
  id: 'IGMP-17',
  method: 'GET',
  ...igmp('program'),
  description: 'The programs (group address ranges) of a multicast VLAN; joins outside them are dropped.',
  query: z.object({ mvlan: VlanId }),
  data: z.array(McProgram),
});
const Program = z.object({
  mvlan: VlanId,
  program_s: ProgramAddress,
  program_e: ProgramAddress,
  program_desc: Desc.default(''),
});
export const mcProgramAdd = endpoint({
  id: 'IGMP-18',
  method: 'POST',
  ...igmp('program'),
  verb: 'add',
  description: 'Adds a program range to a multicast VLAN, or changes the description of the same range.',
  param: Program,
});
export const mcProgramDelete = endpoint({
  id: 'IGMP-19',
  method: 'POST',
  ...igmp('program'),
  verb: 'delete',
  description: 'Deletes a program range; its groups go.',
  param: Program,
});
const RouterPorts = z.object({ mvlan: VlanId, router_portlist: PortListText });
export const mcRouterAdd = endpoint({
  id: 'IGMP-20',
  method: 'POST',
  ...igmp('router_port'),
  verb: 'add',
  description: 'Adds uplink ports (port ids) as router ports of a multicast VLAN.',
  param: RouterPorts,
});
export const mcRouterDelete = endpoint({
  id: 'IGMP-21',
  method: 'POST',
  ...igmp('router_port'),
  verb: 'delete',
  description: 'Removes router ports of a multicast VLAN.',
  param: RouterPorts,
});
export const mcMembers = endpoint({
  id: 'IGMP-X1',
  method: 'GET',
  ...igmp('members'),
  addition: true,
  description: 'The ONUs behind one group: PON, ONU, UNI port, and how long they have watched and last reported.',
  query: z.object({ multi_ip: GroupAddress, vid: VlanId }),
  data: z.array(McMember),
});
export const mcViewers = endpoint({
  id: 'IGMP-X2',
  method: 'GET',
  ...igmp('viewers'),
  addition: true,
  description: 'Viewers per program: now and one sample a minute over the last hour, from the group table.',
  data: z.array(McViewers),
});
export const mcOnuGroups = endpoint({
  id: 'IGMP-X3',
  method: 'GET',
  ...igmp('onu_groups'),
  addition: true,
  description: 'The groups one ONU has joined, per UNI port.',
  query: z.object({ port_id: PortId, onu_id: OnuId }),
  data: z.array(z.object({ multi_ip: z.string(), vid: z.number().int(), uni: z.number().int() })),
});
