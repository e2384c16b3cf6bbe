import { z } from 'zod';
import { StpTopology } from '../stp/index.ts';

/** MSTP limits (api.md §3.5): timers as RSTP's, plus region, hops, instances and the priority indexes. */
export const MSTP_LIMITS = {
  regionName: { min: 0, max: 32 },
  revision: { min: 0, max: 65535 },
  maxHops: { min: 1, max: 40 },
  instance: { min: 1, max: 15 },
  /** MSTP-12/13 write priorities as indexes: bridge × 4096, port × 16 */
  priorityIndex: { min: 0, max: 15 },
  cost: { min: 0, max: 200_000_000 },
} as const;
export const BRIDGE_PRIORITY_STEP = 4096;
export const PORT_PRIORITY_STEP = 16;

/** Port roles as MSTP reads them (api.md §2.10), for the CIST and every MSTI. */
export const MSTP_ROLE = { disabled: 0, root: 1, designated: 2, alternate: 3, backup: 4, master: 5 } as const;
/** Port states: 0, 1 and 4 all mean discarding; the device answers 1. */
export const MSTP_STATE = { discarding: 1, learning: 2, forwarding: 3 } as const;
/** MSTP-11 `admin_p2p` and MSTP-18 `admin_edge_port`: 0 auto, 1 true, 2 false. */
export const MSTP_TRISTATE = { auto: 0, yes: 1, no: 2 } as const;

/** MSTP-01. */
export const MstpStatus = z.object({ mstp_status: z.number().int() });
export type MstpStatus = z.infer<typeof MstpStatus>;

/** MSTP-03: the region the bridge is in; `conf_digest` is the 802.1s configuration digest in hex, without 0x. */
export const MstRegion = z.object({
  format_selector: z.number().int(),
  regional_name: z.string(),
  revision_level: z.number().int(),
  conf_digest: z.string(),
});
export type MstRegion = z.infer<typeof MstRegion>;

/** MSTP-06. */
export const CistBridge = z.object({
  msti_vlanlist: z.string(),
  bridge_prio: z.number().int(),
  bridge_addr: z.string(),
  designate_prio: z.number().int(),
  designate_addr: z.string(),
  regional_prio: z.number().int(),
  regional_addr: z.string(),
  root_port_name: z.string(),
  root_path_cost: z.number().int(),
  internal_path_cost: z.number().int(),
  bridge_hello_time: z.number().int(),
  bridge_forward_delay: z.number().int(),
  bridge_max_age: z.number().int(),
  max_hops: z.number().int(),
  root_hello_time: z.number().int(),
  root_forward_delay: z.number().int(),
  root_max_age: z.number().int(),
});
export type CistBridge = z.infer<typeof CistBridge>;

/** MSTP-07 row. */
export const CistPort = z.object({
  port_id: z.number().int(),
  port_role: z.number().int(),
  port_priority: z.number().int(),
  port_state: z.number().int(),
  admin_external_cost: z.number().int(),
  external_cost: z.number().int(),
});
export type CistPort = z.infer<typeof CistPort>;

export const MstiPort = z.object({
  port_id: z.number().int(),
  port_role: z.number().int(),
  port_priority: z.number().int(),
  port_state: z.number().int(),
  admin_internal_cost: z.number().int(),
  internal_cost: z.number().int(),
});
export type MstiPort = z.infer<typeof MstiPort>;

/** MSTP-14 row: one instance (the CIST, mstid 0, first). */
export const MstiRow = z.object({
  mstid: z.number().int(),
  msti_vlanlist: z.string(),
  bridge_addr: z.string(),
  bridge_prio: z.number().int(),
  designate_addr: z.string(),
  designate_prio: z.number().int(),
  root_port_name: z.string(),
  internal_path_cost: z.number().int(),
  msti_port: z.array(MstiPort),
});
export type MstiRow = z.infer<typeof MstiRow>;

/** MSTP-16 row. */
export const MstpPortStatus = z.object({
  port_id: z.number().int(),
  bpdu_guard_port: z.number().int(),
  loop_detect_guard: z.number().int(),
  auto_edge_port: z.number().int(),
  admin_edge_port: z.number().int(),
  admin_p2p: z.number().int(),
  oper_p2p: z.number().int(),
  /**
   * Our addition: 1 while loop guard holds the port discarding because the BPDUs it received as a root or alternate
   * port have stopped (loop-inconsistent); it recovers by itself when they arrive again.
   */
  loop_inconsistent: z.number().int().optional(),
  /**
   * Our addition: 1 while the port runs in STP-compatible mode (it heard an 802.1D bridge and sends configuration
   * BPDUs), until an mcheck (MSTP-19) or a link loss brings it back to MSTP.
   */
  stp_compatible: z.number().int().optional(),
});
export type MstpPortStatus = z.infer<typeof MstpPortStatus>;

/** MSTP-X1: the tree of every instance, as the RSTP topology read draws it, the CIST (0) first. */
export const MstpTopology = z.array(StpTopology.extend({ mstid: z.number().int() }));
export type MstpTopology = z.infer<typeof MstpTopology>;
