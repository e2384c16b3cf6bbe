import { z } from 'zod';

/** RSTP-03 `rstp_mode`: the bridge speaks plain 802.1D STP (timers only) or 802.1w RSTP (rapid transitions). */
export const RSTP_MODES = { stp: 0, rstp: 2 } as const;
/** RSTP-03 `flags`: which fields of the write to take. */
export const RSTP_BRIDGE_FLAGS = {
  status: 0x1,
  priority: 0x2,
  maxAge: 0x4,
  helloTime: 0x8,
  forwardDelay: 0x10,
  mode: 0x20,
  holdCount: 0x100,
} as const;
/** RSTP-04 `flags`. */
export const RSTP_PORT_FLAGS = { pathCost: 0x2, priority: 0x4, linkType: 0x8, edge: 0x10 } as const;

/** Bridge and port limits (api.md §3.5). */
export const STP_LIMITS = {
  bridgePriority: { min: 0, max: 61440, step: 4096 },
  portPriority: { min: 0, max: 240, step: 16 },
  pathCost: { min: 0, max: 200_000_000 },
  maxAge: { min: 6, max: 40 },
  helloTime: { min: 1, max: 10 },
  forwardDelay: { min: 4, max: 30 },
  holdCount: { min: 1, max: 255 },
} as const;

/** The admin link type as RSTP-04 writes it, and as RSTP-02 reads it back. */
export const LINK_TYPE_WRITE = ['auto', 'force_true', 'force_false'] as const;
export const LINK_TYPE_READ = { auto: 'Auto', force_true: 'P2P', force_false: 'Shared' } as const;

/** Port roles and states as RSTP-02 and the topology read spell them; "" while the bridge does not run RSTP. */
export const STP_ROLES = ['Root', 'Designated', 'Alternate', 'Backup', 'Disabled'] as const;
export type StpRole = (typeof STP_ROLES)[number];
export const STP_STATES = ['Discarding', 'Learning', 'Forwarding'] as const;
export type StpState = (typeof STP_STATES)[number];

/**
 * The timer rule of 802.1D/802.1w the bridge refuses to break: 2 × (forward delay − 1) ≥ max age ≥ 2 × (hello
 * time + 1). Answers the broken half, or null.
 */
export function stpTimerProblem(t: { max_age: number; hello_time: number; forward_delay: number }): string | null {
  if (2 * (t.forward_delay - 1) < t.max_age)
    return `max_age ${t.max_age} must be at most 2 × (forward_delay − 1) = ${2 * (t.forward_delay - 1)}`;
  if (t.max_age < 2 * (t.hello_time + 1))
    return `max_age ${t.max_age} must be at least 2 × (hello_time + 1) = ${2 * (t.hello_time + 1)}`;
  return null;
}

/** RSTP-01 (sample `rstp.json`). */
export const RstpBridge = z.object({
  status: z.number().int(),
  rstp_mode: z.number().int(),
  rb_priority: z.number().int(),
  rb_address: z.string(),
  db_priority: z.number().int(),
  db_address: z.string(),
  max_age: z.number().int(),
  hello_time: z.number().int(),
  forward_delay: z.number().int(),
  transmit_hold_count: z.number().int(),
  root_path_cost: z.number().int(),
});
export type RstpBridge = z.infer<typeof RstpBridge>;

/** RSTP-02 row (sample `rstp_port.json`); a link-aggregation group answers one row per member, all alike. */
export const RstpPort = z.object({
  port_id: z.number().int(),
  port_priority: z.number().int(),
  port_path_cost: z.number().int(),
  edge_status: z.number().int(),
  admin_link_type: z.string(),
  oper_link_type: z.string(),
  port_role: z.string(),
  port_state: z.string(),
});
export type RstpPort = z.infer<typeof RstpPort>;

/** One bridge of the spanning tree the OLT takes part in: itself and its neighbours. */
export const StpBridge = z.object({
  name: z.string(),
  priority: z.number().int(),
  address: z.string(),
  /** 1 for the OLT itself */
  olt: z.number().int(),
  /** 1 for the root bridge */
  root: z.number().int(),
  root_path_cost: z.number().int(),
  /** the port through which it reaches the root, "" at the root */
  root_port: z.string(),
});
export type StpBridge = z.infer<typeof StpBridge>;

/** One end of a link: the bridge, its port, and the port's role and state. */
export const StpLinkEnd = z.object({ bridge: z.string(), port: z.string(), role: z.string(), state: z.string() });
export type StpLinkEnd = z.infer<typeof StpLinkEnd>;
export const StpLink = z.object({ a: StpLinkEnd, b: StpLinkEnd, up: z.number().int(), path_cost: z.number().int() });
export type StpLink = z.infer<typeof StpLink>;

/**
 * Why an OLT port does not forward, as facts the console puts in words: the root, how the OLT reaches it, and what
 * the port hears from the other side (the better BPDU), or the seconds left before it moves on.
 */
export const StpBlocking = z.object({
  port_id: z.number().int(),
  role: z.string(),
  state: z.string(),
  /** alternate | backup | disabled | waiting | off | loop_inconsistent (MSTP: loop guard holds it, BPDUs stopped) */
  reason: z.string(),
  root_name: z.string(),
  root_priority: z.number().int(),
  root_address: z.string(),
  /** the OLT's root port name and its cost to the root ("" and 0 when the OLT is root) */
  root_port: z.string(),
  root_path_cost: z.number().int(),
  /** the BPDU heard on this port: designated bridge, its cost to the root and its port */
  heard_bridge: z.string(),
  heard_priority: z.number().int(),
  heard_address: z.string(),
  heard_cost: z.number().int(),
  heard_port: z.string(),
  /** what this port would offer as designated: the OLT's cost to the root */
  own_cost: z.number().int(),
  /** while waiting: seconds before the next state */
  wait_s: z.number().int(),
});
export type StpBlocking = z.infer<typeof StpBlocking>;

export const StpTopology = z.object({
  bridges: z.array(StpBridge),
  links: z.array(StpLink),
  blocking: z.array(StpBlocking),
  /** topology changes seen since the device started, and the seconds since the last one (-1: none) */
  tc_count: z.number().int(),
  tc_age_s: z.number().int(),
});
export type StpTopology = z.infer<typeof StpTopology>;
