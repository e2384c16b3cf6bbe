import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** A storm limit in packets per second; 0 = off. 1488100 is a GE port's line rate of 64-byte frames (api.md §3.4). */
export const STORM_PPS = { min: 0, max: 1_488_100 } as const;

/** STORM-02 `flags`: which of the three limits change. */
export const STORM_FLAGS = { unicast: 0x1, multicast: 0x2, broadcast: 0x4 } as const;

/** The three kinds of traffic a storm limit applies to. */
export const STORM_KINDS = ['broadcast', 'multicast', 'unicast'] as const;
export type StormKind = (typeof STORM_KINDS)[number];

export const StormPps = wireInt(STORM_PPS.min, STORM_PPS.max);

/** One port's storm limits (STORM-01, STORM-03; sample `storm.json`). */
export const StormLimits = z.object({
  port_id: z.number().int(),
  broadcast: z.number().int(),
  multicast: z.number().int(),
  unicast: z.number().int(),
});
export type StormLimits = z.infer<typeof StormLimits>;

/** A storm the device sees on a port, now or lately (our addition): what arrives, and what the limit lets through. */
export const StormEvent = z.object({
  port_id: z.number().int(),
  kind: z.enum(STORM_KINDS),
  /** packets per second arriving */
  offered_pps: z.number().int(),
  /** packets per second let through: the limit while it holds, else all */
  passed_pps: z.number().int(),
  /** 1 while a limit holds it back */
  suppressed: z.number().int(),
  since: z.string(),
  /** when it ended; "" while it goes on. Ended storms stay listed a while, so a short one is not missed */
  ended: z.string(),
});
export type StormEvent = z.infer<typeof StormEvent>;
