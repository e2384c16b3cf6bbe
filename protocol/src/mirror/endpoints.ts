import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { MirrorRow, MirrorSession, MirrorType } from './records.ts';

export const mirrorAll = endpoint({
  id: 'MIR-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'mirror_all' },
  description: 'Every switch port as a mirror source: its destination port and what is copied (0 = not mirrored).',
  data: z.array(MirrorRow),
});

export const setMirror = endpoint({
  id: 'MIR-02',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'mirror' },
  verb: 'set',
  description:
    'Mirrors a source port to an uplink destination: 1 what it receives, 2 what it sends, 3 both. A destination cannot be a source. Destination 0 with type 0 (as read for a port not mirrored) stops mirroring it.',
  param: z
    .object({ src_port: wireInt(1, 256), dst_port: wireInt(0, 256), type: z.union([wireInt(0, 0), MirrorType]) })
    .refine((p) => (p.dst_port === 0) === (p.type === 0), {
      message: 'destination 0 goes with type 0 (not mirrored), a destination port with type 1, 2 or 3',
      path: ['dst_port'],
    }),
});

export const clearMirror = endpoint({
  id: 'MIR-03',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'mirror' },
  verb: 'clear',
  description: 'Stops mirroring a source port.',
  param: z.object({ src_port: wireInt(1, 256) }),
});

export const mirrorOne = endpoint({
  id: 'MIR-04',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'mirror' },
  description: 'The mirror session of one source port.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: MirrorSession,
});
