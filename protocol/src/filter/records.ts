import { z } from 'zod';

/** PF-01 `state`: a binding runs while one of its rules applies (the rule exists and its time range is active). */
export const FILTER_STATE = { notRunning: 0, running: 1 } as const;
/** Bindings one port takes at most: the device's classifier holds a few entries per port. */
export const BINDINGS_PER_PORT_MAX = 8;
/** `rule_id` 0 binds the whole ACL. */
export const WHOLE_ACL = 0;

/** PF-01: a binding of an ACL (or one of its rules) inbound on ports. */
export const FilterBinding = z.object({
  acl_id: z.number().int(),
  rule_id: z.number().int(),
  /** the ports, comma joined ids in order (`1,2,9`) */
  port_list: z.string(),
  state: z.number().int(),
});
export type FilterBinding = z.infer<typeof FilterBinding>;

/** The verdict of the rules bound to a port on one packet (PF-X1). */
export const PACKET_VERDICT = { passes: 'permit', stopped: 'deny', unmatched: 'none' } as const;

/** One bound rule as the port tries it on a packet, in the order it is tried. */
export const TriedRule = z.object({
  acl_id: z.number().int(),
  rule_id: z.number().int(),
  /** ACL_ACTION: 1 deny, 2 permit */
  action: z.number().int(),
  timerange: z.string(),
  /** 1 when the rule applies at the packet's time (no time range, or an active one) */
  active: z.number().int(),
  /** 1 when it matched the packet; an inactive rule is not tried */
  matched: z.number().int(),
  /** the fields the rule tests that the packet does not give: the rule cannot match it */
  missing: z.array(z.string()),
});
export type TriedRule = z.infer<typeof TriedRule>;

/** PF-X1's answer: which bound rule decides, whether the packet passes, and every rule tried on the way. */
export const PacketVerdict = z.object({
  port_id: z.number().int(),
  /** the moment the question was asked for, device time */
  time: z.string(),
  /** permit, deny, or none (no bound rule matched: the packet passes) */
  verdict: z.enum([PACKET_VERDICT.passes, PACKET_VERDICT.stopped, PACKET_VERDICT.unmatched]),
  passes: z.number().int(),
  /** the rule that decided, or null */
  decided_by: TriedRule.nullable(),
  tried: z.array(TriedRule),
});
export type PacketVerdict = z.infer<typeof PacketVerdict>;

/** A packet as the filter sees it: the fields a rule of any kind may test. A missing field is one no rule matches. */
export interface Packet {
  src_mac?: string;
  dst_mac?: string;
  eth_type?: number;
  vlan_id?: number;
  inner_vlan_id?: number;
  cos?: number;
  inner_cos?: number;
  src_ip?: string;
  dst_ip?: string;
  /** IP protocol number */
  protocol?: number;
  src_port?: number;
  dst_port?: number;
  dscp?: number;
}
