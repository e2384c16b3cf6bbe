import { z } from 'zod';

/**
 * How this server answers each of our additions: the device answers it itself (the simulated OLT), this server
 * computes it from the device's own answers (a device of the family behind the forwarding server), or nobody can.
 */
export const ADDITION_STATES = ['native', 'computed', 'unavailable'] as const;
export type AdditionState = (typeof ADDITION_STATES)[number];

export const Capabilities = z.object({
  /** `simulated`: this server is the device; `forwarded`: a device of the family answers behind this server */
  device: z.enum(['simulated', 'forwarded']),
  /** each addition by endpoint id (SYS-X1, ONU-X1, …) */
  additions: z.record(z.string(), z.enum(ADDITION_STATES)),
});
export type Capabilities = z.infer<typeof Capabilities>;
