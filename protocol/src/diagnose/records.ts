import { z } from 'zod';

export const PING_COUNT = { min: 1, max: 50, default: 4 } as const;
export const PING_SIZE = { min: 4, max: 1472, default: 64 } as const;
/** DIAG-02 `finish`. */
export const PING_FINISH = { running: 0, done: 1 } as const;

/** DIAG-02: the ping's output so far, as the device's shell writes it, and whether it has ended. */
export const PingResult = z.object({ result: z.string(), finish: z.number().int() });
export type PingResult = z.infer<typeof PingResult>;
