import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** Trunk ids (api.md §2.19) and how many ports one trunk may bundle. */
export const TRUNK_ID = { min: 1, max: 8 } as const;
export const TRUNK_MEMBERS_MAX = 8;

/** Port selection criteria: what the load-balancing hash reads (LAG-04). */
export const PSC = { srcMac: 1, dstMac: 2, srcDstMac: 3, srcIp: 4, dstIp: 5, srcDstIp: 6 } as const;
export const PSC_DEFAULT = PSC.srcDstMac;

export const TrunkId = wireInt(TRUNK_ID.min, TRUNK_ID.max);
export const Psc = wireInt(PSC.srcMac, PSC.srcDstIp);

/** LAG-01: one trunk (sample value `{trunk_id:1, psc:1, member_portlist:"5-10"}`). */
export const TrunkRow = z.object({
  trunk_id: z.number().int(),
  psc: z.number().int(),
  member_portlist: z.string(),
});
export type TrunkRow = z.infer<typeof TrunkRow>;

/** How a trunk's members agree on the bundle: fixed by hand, or negotiated with LACP (802.1AX). */
export const TRUNK_MODE = { manual: 0, lacp: 1 } as const;
/** A member's LACP activity: it sends LACPDUs itself, or only answers the partner's. */
export const LACP_ACTIVITY = { active: 1, passive: 2 } as const;
/** A member's LACP timeout: the partner's LACPDUs every 30 s (lost after 90 s) or every second (lost after 3 s). */
export const LACP_TIMEOUT = { long: 0, short: 1 } as const;
export const LACP_PRIORITY = { min: 0, max: 65_535 } as const;
export const LACP_PRIORITY_DEFAULT = 32_768;

/** A member's state in its trunk: carries traffic, waits as a spare, or is kept out (and why). */
export const MEMBER_STATES = ['selected', 'standby', 'unselected'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const MEMBER_REASONS = [
  '',
  'link_down',
  'no_partner',
  'other_partner',
  'speed_differs',
  'over_max_active',
] as const;
export type MemberReason = (typeof MEMBER_REASONS)[number];

export const LacpMember = z.object({
  port_id: z.number().int(),
  lacp_mode: z.number().int(),
  timeout: z.number().int(),
  port_priority: z.number().int(),
  link_status: z.number().int(),
  state: z.enum(MEMBER_STATES),
  /** why the member is not selected; '' when it is */
  reason: z.enum(MEMBER_REASONS),
  /** the partner's system and port on this member's cable ('' and 0 when no LACPDU is heard) */
  partner_system_mac: z.string(),
  partner_port: z.number().int(),
});
export type LacpMember = z.infer<typeof LacpMember>;

export const LacpTrunk = z.object({
  trunk_id: z.number().int(),
  mode: z.number().int(),
  /** at most this many members carry traffic; the others wait as standby */
  max_active: z.number().int(),
  actor_key: z.number().int(),
  /** the partner the selected members agree on ('' and 0 when none) */
  partner_system_mac: z.string(),
  partner_system_priority: z.number().int(),
  partner_key: z.number().int(),
  members: z.array(LacpMember),
});
export type LacpTrunk = z.infer<typeof LacpTrunk>;

/** LACP-X1. */
export const LacpStatus = z.object({
  system_priority: z.number().int(),
  system_mac: z.string(),
  trunks: z.array(LacpTrunk),
});
export type LacpStatus = z.infer<typeof LacpStatus>;
