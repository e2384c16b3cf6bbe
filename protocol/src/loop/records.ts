import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** The two sides loop detection runs on, each under its own path (api.md §2.18): the ONUs and the uplinks. */
export const LOOP_PATHS = { pon: '/pon_loop_detect', uplink: '/switch_loop_detect' } as const;
export type LoopSide = keyof typeof LOOP_PATHS;

/** Detection interval and recovery time, seconds (api.md §3.4). */
export const LOOP_SECONDS = { min: 3, max: 3600 } as const;

/** `recover_mode`. */
export const LOOP_RECOVER = { auto: 0, manual: 1 } as const;

export const LoopSeconds = wireInt(LOOP_SECONDS.min, LOOP_SECONDS.max);

/** LOOP-01/02. */
export const LoopConfig = z.object({
  ld_status: z.number().int(),
  detect_interval: z.number().int(),
  recover_mode: z.number().int(),
  recover_time: z.number().int(),
});
export type LoopConfig = z.infer<typeof LoopConfig>;

/** LOOP-03: an ONU found in a loop; `onu_status` 1 = the ONU is blocked until it recovers. */
export const PonLoopRow = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  status: z.number().int(),
  onu_status: z.number().int(),
  /** the ONU the loop comes back through: the same one for a loop behind one ONU */
  ld_port_id: z.number().int(),
  ld_onu_id: z.number().int(),
});
export type PonLoopRow = z.infer<typeof PonLoopRow>;

/** LOOP-04: an uplink found in a loop; `port_status` 1 = the port is blocked. */
export const UplinkLoopRow = z.object({
  port_id: z.number().int(),
  status: z.number().int(),
  port_status: z.number().int(),
  ld_port_id: z.number().int(),
});
export type UplinkLoopRow = z.infer<typeof UplinkLoopRow>;
