import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** `port_group_mode`: isolation lists, or a mapping of each ingress port to the egress ports it may send to. */
export const PORT_GROUP_MODE = { isolation: 1, interWorking: 2 } as const;
export const PortGroupMode = wireInt(PORT_GROUP_MODE.isolation, PORT_GROUP_MODE.interWorking);

export const InterWorkingRow = z.object({ port_id: z.number().int(), inter_working_portlist: z.string() });
export type InterWorkingRow = z.infer<typeof InterWorkingRow>;

/** PG-01 (example lists `"1-8"`, `"9-12"`, `"2-3,5-9"`). */
export const PortGroupConfig = z.object({
  port_group_mode: z.number().int(),
  pon_isolate_portlist: z.string(),
  uplink_isolate_portlist: z.string(),
  inter_working: z.array(InterWorkingRow),
});
export type PortGroupConfig = z.infer<typeof PortGroupConfig>;

/** Why a port can or cannot send to another under the port group rules now in force. */
export const REACH_REASONS = ['allowed', 'same_port', 'both_isolated', 'not_mapped'] as const;
export type ReachReason = (typeof REACH_REASONS)[number];

/** PG-X1: from one ingress port, every other port and whether frames may leave through it. */
export const PortReach = z.object({
  port_id: z.number().int(),
  reach: z.array(z.object({ port_id: z.number().int(), allowed: z.number().int(), reason: z.enum(REACH_REASONS) })),
});
export type PortReach = z.infer<typeof PortReach>;
