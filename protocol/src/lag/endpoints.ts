import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { PortListText, wireInt, PortId } from '../core/wireValues.ts';
import {
  LACP_ACTIVITY,
  LACP_PRIORITY,
  LACP_TIMEOUT,
  LacpStatus,
  Psc,
  TRUNK_MEMBERS_MAX,
  TRUNK_MODE,
  TrunkId,
  TrunkRow,
} from './records.ts';

export const trunks = endpoint({
  id: 'LAG-01',
  method: 'GET',
  path: '/switch_trunk',
  select: { form: 'link_aggregation' },
  description: 'Every link-aggregation trunk: its id, load-balancing criteria and member uplinks.',
  data: z.array(TrunkRow),
});

export const addTrunkMembers = endpoint({
  id: 'LAG-02',
  method: 'POST',
  path: '/switch_trunk',
  select: { form: 'link_aggregation_member' },
  verb: 'set',
  description: `Adds GE/XGE ports to a trunk, creating it when it has none yet (at most ${TRUNK_MEMBERS_MAX} members of one kind). A joining port takes the VLAN settings of the trunk.`,
  param: z.object({ trunk_id: TrunkId, member_portlist: PortListText }),
});

export const removeTrunkMembers = endpoint({
  id: 'LAG-03',
  method: 'POST',
  path: '/switch_trunk',
  select: { form: 'link_aggregation_member' },
  verb: 'delete',
  description: 'Removes ports from a trunk; a trunk without members is gone.',
  param: z.object({ trunk_id: TrunkId, member_portlist: PortListText }),
});

export const setTrunkPsc = endpoint({
  id: 'LAG-04',
  method: 'POST',
  path: '/switch_trunk',
  select: { form: 'link_aggregation_psc' },
  verb: 'set',
  description:
    'Sets what the load-balancing hash of a trunk reads: 1 source MAC, 2 destination MAC, 3 both, 4 source IP, 5 destination IP, 6 both.',
  param: z.object({ trunk_id: TrunkId, psc: Psc }),
});

export const lacpStatus = endpoint({
  id: 'LACP-X1',
  method: 'GET',
  path: '/switch_lacp',
  select: { form: 'lacp_get' },
  description:
    'LACP of every trunk: the system priority, per trunk its mode, partner and keys, per member its settings, state and why it is not selected.',
  addition: true,
  data: LacpStatus,
});

export const setLacpSystem = endpoint({
  id: 'LACP-X2',
  method: 'POST',
  path: '/switch_lacp',
  select: { form: 'lacp_system' },
  verb: 'set',
  description: 'Sets the LACP system priority (lower wins: the system that decides which members are selected).',
  addition: true,
  param: z.object({ system_priority: wireInt(LACP_PRIORITY.min, LACP_PRIORITY.max) }),
});

export const setLacpTrunk = endpoint({
  id: 'LACP-X3',
  method: 'POST',
  path: '/switch_lacp',
  select: { form: 'lacp_trunk' },
  verb: 'set',
  description: `Sets whether a trunk negotiates with LACP (1) or is manual (0), and how many members carry traffic at most (1–${TRUNK_MEMBERS_MAX}).`,
  addition: true,
  param: z.object({
    trunk_id: TrunkId,
    mode: wireInt(TRUNK_MODE.manual, TRUNK_MODE.lacp),
    max_active: wireInt(1, TRUNK_MEMBERS_MAX),
  }),
});

export const setLacpPort = endpoint({
  id: 'LACP-X4',
  method: 'POST',
  path: '/switch_lacp',
  select: { form: 'lacp_port' },
  verb: 'set',
  description:
    'Sets a trunk member’s LACP activity (1 active, 2 passive), timeout (0 long, 1 short) and port priority (lower is selected first).',
  addition: true,
  param: z.object({
    port_id: PortId,
    lacp_mode: wireInt(LACP_ACTIVITY.active, LACP_ACTIVITY.passive),
    timeout: wireInt(LACP_TIMEOUT.long, LACP_TIMEOUT.short),
    port_priority: wireInt(LACP_PRIORITY.min, LACP_PRIORITY.max),
  }),
});
