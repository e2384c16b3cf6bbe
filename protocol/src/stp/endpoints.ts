import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { PortId, blankOr, wireInt } from '../core/wireValues.ts';
import { LINK_TYPE_WRITE, RSTP_BRIDGE_FLAGS, RstpBridge, RstpPort, STP_LIMITS as L, StpTopology } from './records.ts';

const stepped = (limit: { min: number; max: number; step: number }, what: string) =>
  wireInt(limit.min, limit.max).refine((n) => n % limit.step === 0, `${what} must be a multiple of ${limit.step}`);

export const rstpBridge = endpoint({
  id: 'RSTP-01',
  method: 'GET',
  path: '/switch_rstp',
  select: { form: 'bridge' },
  description:
    'The RSTP bridge: status, mode (0 STP, 2 RSTP), the root bridge and the designated bridge, the timers and the ' +
    'cost to the root.',
  data: RstpBridge,
});

export const rstpPorts = endpoint({
  id: 'RSTP-02',
  method: 'GET',
  path: '/switch_rstp',
  select: { form: 'port' },
  description: 'Every uplink port with its RSTP priority, path cost, edge and link type, and its role and state.',
  data: z.array(RstpPort),
});

export const rstpBridgeSet = endpoint({
  id: 'RSTP-03',
  method: 'POST',
  path: '/switch_rstp',
  select: { form: 'bridge' },
  verb: 'set',
  description:
    'Sets the fields `flags` names (1 status, 2 priority, 4 max age, 8 hello time, 16 forward delay, 32 mode, ' +
    '256 hold count); the timers must keep 2 × (forward delay − 1) ≥ max age ≥ 2 × (hello time + 1). Without `flags`, the fields sent that differ from what its read answers are changed.',
  flagFields: {
    status: RSTP_BRIDGE_FLAGS.status,
    rb_priority: RSTP_BRIDGE_FLAGS.priority,
    max_age: RSTP_BRIDGE_FLAGS.maxAge,
    hello_time: RSTP_BRIDGE_FLAGS.helloTime,
    forward_delay: RSTP_BRIDGE_FLAGS.forwardDelay,
    rstp_mode: RSTP_BRIDGE_FLAGS.mode,
    transmit_hold_count: RSTP_BRIDGE_FLAGS.holdCount,
  },
  param: z.object({
    flags: wireInt(1, 0x1ff).optional(),
    status: wireInt(0, 1).optional(),
    rstp_mode: wireInt(0, 2)
      .refine((n) => n !== 1, 'rstp_mode must be 0 (STP) or 2 (RSTP)')
      .optional(),
    rb_priority: stepped(L.bridgePriority, 'rb_priority').optional(),
    max_age: wireInt(L.maxAge.min, L.maxAge.max).optional(),
    hello_time: wireInt(L.helloTime.min, L.helloTime.max).optional(),
    forward_delay: wireInt(L.forwardDelay.min, L.forwardDelay.max).optional(),
    transmit_hold_count: wireInt(L.holdCount.min, L.holdCount.max).optional(),
  }),
});

export const rstpPortSet = endpoint({
  id: 'RSTP-04',
  method: 'POST',
  path: '/switch_rstp',
  select: { form: 'port' },
  verb: 'set',
  description:
    'Sets the fields `flags` names (2 path cost, 4 priority, 8 link type, 16 edge) of one uplink port (a ' +
    'link-aggregation group as a whole); only while the bridge runs RSTP. Path cost 0 is automatic by speed.',
  param: z.object({
    flags: wireInt(1, 0x1f),
    port_id: PortId,
    port_priority: stepped(L.portPriority, 'port_priority').optional(),
    port_path_cost: blankOr(wireInt(L.pathCost.min, L.pathCost.max)),
    edge_status: wireInt(0, 1).optional(),
    admin_link_type: z.enum(LINK_TYPE_WRITE).optional(),
  }),
});

export const rstpTopology = endpoint({
  id: 'RSTP-X1',
  method: 'GET',
  path: '/switch_rstp',
  select: { form: 'topology' },
  addition: true,
  description:
    'The spanning tree around the OLT: every bridge (the OLT and its simulated neighbours) with its cost to the ' +
    'root, every link with both ends’ roles and states, and for each OLT port that does not forward, why.',
  data: StpTopology,
});
