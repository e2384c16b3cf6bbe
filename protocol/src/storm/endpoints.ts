import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { STORM_FLAGS, StormEvent, StormLimits, StormPps } from './records.ts';

export const stormAll = endpoint({
  id: 'STORM-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'stormctrl_all' },
  description: 'The storm limits of every switch port, packets per second (0 = off).',
  data: z.array(StormLimits),
});

export const setStorm = endpoint({
  id: 'STORM-02',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'stormctrl' },
  verb: 'set',
  description:
    'Sets the storm limits of one port that flags names (0x4 broadcast, 0x2 multicast, 0x1 unicast). Without `flags`, the fields sent that differ from what its read answers are changed.',
  flagFields: { broadcast: STORM_FLAGS.broadcast, multicast: STORM_FLAGS.multicast, unicast: STORM_FLAGS.unicast },
  param: z.object({
    port_id: wireInt(1, 256),
    flags: wireInt(1, 7).optional(),
    broadcast: StormPps,
    multicast: StormPps,
    unicast: StormPps,
  }),
});

export const stormOne = endpoint({
  id: 'STORM-03',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'stormctrl' },
  description: 'The storm limits of one port.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: StormLimits,
});

export const stormEvents = endpoint({
  id: 'STORM-X1',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'storm_events' },
  description:
    'The storms the device sees now and those of the last 10 minutes: the port, the kind, what arrives and what the limit lets through.',
  addition: true,
  data: z.array(StormEvent),
});
