import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';

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

export const boardCapabilities = endpoint({
  id: 'SYS-X3',
  description:
    'Our addition: which of our additions this server answers, computes from the device, or cannot offer ' +
    '(a device of the family lacks them all); the console hides or explains what is unavailable.',
  method: 'GET',
  path: '/board',
  select: { info: 'capabilities' },
  addition: true,
  data: Capabilities,
});

/** Whether an addition can be asked: an answer that does not list it (an older server) leaves it available. */
export const isAdditionAvailable = (caps: Capabilities | undefined, id: string): boolean =>
  caps?.additions[id] !== 'unavailable';
