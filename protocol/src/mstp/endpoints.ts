import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { PortId, VlanListText, freeText, wireInt } from '../core/wireValues.ts';
import { STP_LIMITS as S } from '../stp/index.ts';
import {
  CistBridge,
  CistPort,
  MSTP_LIMITS as L,
  MstRegion,
  MstiRow,
  MstpPortStatus,
  MstpStatus,
  MstpTopology,
} from './records.ts';

const bit = wireInt(0, 1);
const tristate = wireInt(0, 2);
const cost = wireInt(L.cost.min, L.cost.max);
const index = wireInt(L.priorityIndex.min, L.priorityIndex.max);

export const mstpStatus = endpoint({
  id: 'MSTP-01',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'mstp_status' },
  description: 'Whether the bridge runs MSTP (1); RSTP and MSTP exclude each other.',
  data: MstpStatus,
});

export const mstpStatusSet = endpoint({
  id: 'MSTP-02',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'mstp_status' },
  verb: 'set',
  description: 'Turns MSTP on (which turns RSTP off) or off.',
  param: z.object({ mstp_status: bit }),
});

export const mstRegion = endpoint({
  id: 'MSTP-03',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'mst_regional_get' },
  description:
    'The MST region: format selector, name, revision and the 802.1s configuration digest (HMAC-MD5 of the ' +
    'VLAN-to-instance table), in hex.',
  data: MstRegion,
});

export const mstRegionNameSet = endpoint({
  id: 'MSTP-04',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'regional_name_set' },
  verb: 'set',
  description: 'Sets the region name, 0–32 characters; "" resets it to the default (the bridge MAC address).',
  param: z.object({ regional_name: freeText().pipe(z.string().max(L.regionName.max)) }),
});

export const mstRevisionSet = endpoint({
  id: 'MSTP-05',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'revision_level_set' },
  verb: 'set',
  description: 'Sets the region revision level, 0–65535.',
  param: z.object({ revision_level: wireInt(L.revision.min, L.revision.max) }),
});

export const cistBridge = endpoint({
  id: 'MSTP-06',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'cist_bridge_get' },
  description: 'The CIST bridge: its VLANs, priorities, the root and regional root, costs, its times and the root’s.',
  data: CistBridge,
});

export const cistPorts = endpoint({
  id: 'MSTP-07',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'cist_port_get' },
  description: 'Every uplink with its CIST role, priority, state and external cost (set and in use).',
  data: z.array(CistPort),
});

export const cistBridgeSet = endpoint({
  id: 'MSTP-08',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'cist_bridge_set' },
  verb: 'set',
  description:
    'Sets the CIST times and max hops each `set_<name>` 1 names (at least one); the timers must keep ' +
    '2 × (forward delay − 1) ≥ max age ≥ 2 × (hello time + 1).',
  param: z.object({
    bridge_max_age: wireInt(S.maxAge.min, S.maxAge.max).optional(),
    set_bridge_max_age: bit.optional(),
    bridge_hello_time: wireInt(S.helloTime.min, S.helloTime.max).optional(),
    set_bridge_hello_time: bit.optional(),
    max_hops: wireInt(L.maxHops.min, L.maxHops.max).optional(),
    set_max_hops: bit.optional(),
    bridge_forward_delay: wireInt(S.forwardDelay.min, S.forwardDelay.max).optional(),
    set_bridge_forward_delay: bit.optional(),
  }),
});

export const cistPortSet = endpoint({
  id: 'MSTP-09',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'cist_port_set' },
  verb: 'set',
  description:
    'Sets one uplink’s external cost (MSTP-09), BPDU guard (MSTP-10) or admin point-to-point (MSTP-11, 0 auto, ' +
    '1 true, 2 false): the fields whose `set_<name>` is 1.',
  param: z.object({
    port_id: PortId,
    admin_external_cost: cost.optional(),
    set_admin_external_cost: bit.optional(),
    bpdu_guard_port: bit.optional(),
    set_bpdu_guard_port: bit.optional(),
    admin_p2p: tristate.optional(),
    set_admin_p2p: bit.optional(),
  }),
});

export const mstiPortSet = endpoint({
  id: 'MSTP-12',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'msti_port_set' },
  verb: 'set',
  description:
    'Sets one uplink’s internal cost and priority in one instance (0 = CIST); the priority is an index 0–15 ' +
    '(× 16).',
  param: z.object({
    port_id: PortId,
    mstid: wireInt(0, L.instance.max),
    admin_internal_cost: cost.optional(),
    set_admin_internal_cost: bit.optional(),
    port_priority: index.optional(),
    set_port_priority: bit.optional(),
  }),
});

export const mstiPrioritySet = endpoint({
  id: 'MSTP-13',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'msti_priority_set' },
  verb: 'set',
  description: 'Sets the bridge priority of one instance (0 = CIST) as an index 0–15 (× 4096; 32768 is 8).',
  param: z.object({ mstid: wireInt(0, L.instance.max), bridge_prio: index }),
});

export const mstiStatus = endpoint({
  id: 'MSTP-14',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'msti_status_get' },
  description: 'Every instance (the CIST first) with its VLANs, the bridge, the designated bridge and each port.',
  data: z.array(MstiRow),
});

export const mstpVlanMap = endpoint({
  id: 'MSTP-15',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'mstp_vlan_map' },
  verb: 'set',
  description:
    'Adds VLANs to an instance 1–15 (creating it; a VLAN already in another instance is refused) or removes them ' +
    '(they return to the CIST; an instance left without VLANs is gone).',
  param: z.object({
    mstid: wireInt(L.instance.min, L.instance.max),
    map_action: bit,
    vlan_list: z
      .string()
      .refine((text) => /^[\d,\-\s]*$/.test(text), 'vlan_list: only digits, commas, hyphens and spaces')
      .pipe(VlanListText),
  }),
});

export const mstpPortStatus = endpoint({
  id: 'MSTP-16',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'port_status_get' },
  description:
    'Every uplink’s BPDU guard, loop-detect guard, edge (auto, set) and point-to-point (set, in use). Our ' +
    'additions: `loop_inconsistent` (loop guard holds the port discarding) and `stp_compatible` (the port speaks ' +
    '802.1D STP until an mcheck).',
  data: z.array(MstpPortStatus),
});

export const mstpLoopGuardSet = endpoint({
  id: 'MSTP-17',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'loop_detect_guard' },
  verb: 'set',
  description: 'Turns the loop-detect guard of one uplink on or off.',
  param: z.object({ port_id: PortId, loop_detect_guard: bit }),
});

export const mstpEdgeSet = endpoint({
  id: 'MSTP-18',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'cist_edge_port_set' },
  verb: 'set',
  description: 'Sets one uplink as edge port: 0 auto, 1 true, 2 false.',
  param: z.object({ port_id: PortId, admin_edge_port: tristate }),
});

export const mstpMcheck = endpoint({
  id: 'MSTP-19',
  method: 'POST',
  path: '/switch_mstp',
  select: { form: 'mcheck_trigger' },
  verb: 'set',
  description:
    'Protocol migration check on one uplink: a port in STP-compatible mode sends MST BPDUs again, and stays in ' +
    'MSTP if its neighbour answers in kind (after the migrate time, 3 s, it falls back if it still hears STP).',
  param: z.object({ port_id: PortId, mcheck: wireInt(1, 1) }),
});

export const mstpTopology = endpoint({
  id: 'MSTP-X1',
  method: 'GET',
  path: '/switch_mstp',
  select: { form: 'topology' },
  addition: true,
  description:
    'The tree of every instance around the OLT (the CIST first), drawn as the RSTP topology read: bridges, links ' +
    'with both ends’ roles and states, and why each OLT port that does not forward does not.',
  data: MstpTopology,
});
