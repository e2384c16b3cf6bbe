import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** What a session copies of its source port: 1 what it receives, 2 what it sends, 3 both; 0 = not mirrored. */
export const MIRROR_TYPE = { none: 0, ingress: 1, egress: 2, both: 3 } as const;

export const MirrorType = wireInt(MIRROR_TYPE.ingress, MIRROR_TYPE.both);

/** MIR-01: one row per switch port, `dst_port` 0 and `type` 0 when the port is not mirrored. */
export const MirrorRow = z.object({
  port_id: z.number().int(),
  dst_port: z.number().int(),
  type: z.number().int().min(MIRROR_TYPE.none).max(MIRROR_TYPE.both),
});

export type MirrorRow = z.infer<typeof MirrorRow>;

/** MIR-04 (sample `mirror.json`). */
export const MirrorSession = z.object({
  src_port: z.number().int(),
  dst_port: z.number().int(),
  type: z.number().int().min(MIRROR_TYPE.none).max(MIRROR_TYPE.both),
});

export type MirrorSession = z.infer<typeof MirrorSession>;
