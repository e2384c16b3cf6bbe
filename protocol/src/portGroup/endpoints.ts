import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { PortId, PortListText } from '../core/wireValues.ts';
import { PortGroupConfig, PortGroupMode, PortReach } from './records.ts';

export const portGroup = endpoint({
  id: 'PG-01',
  method: 'GET',
  path: '/switch_isolate',
  select: { form: 'port_group' },
  description: 'The port group mode, the isolated PON and uplink ports, and each ingress port’s egress ports.',
  data: PortGroupConfig,
});

export const setPortGroupMode = endpoint({
  id: 'PG-02',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'port_group_mode' },
  verb: 'set',
  description: 'Switches between isolation (1) and inter-working (2).',
  param: z.object({ port_group_mode: PortGroupMode }),
});

export const isolatePons = endpoint({
  id: 'PG-03',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'isolate_pon' },
  verb: 'add',
  description: 'Isolates PON ports from each other: isolated PONs cannot send to one another.',
  param: z.object({ pon_isolate_portlist: PortListText }),
});

export const releasePons = endpoint({
  id: 'PG-04',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'isolate_pon' },
  verb: 'delete',
  description: 'Releases PON ports from the isolation list.',
  param: z.object({ pon_isolate_portlist: PortListText }),
});

export const isolateUplinks = endpoint({
  id: 'PG-05',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'isolate_uplink' },
  verb: 'add',
  description: 'Isolates GE/XGE ports from each other.',
  param: z.object({ uplink_isolate_portlist: PortListText }),
});

export const releaseUplinks = endpoint({
  id: 'PG-06',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'isolate_uplink' },
  verb: 'delete',
  description: 'Releases GE/XGE ports from the isolation list.',
  param: z.object({ uplink_isolate_portlist: PortListText }),
});

export const setInterWorking = endpoint({
  id: 'PG-07',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'inter_working' },
  verb: 'set',
  description: 'Sets the egress ports an ingress port may send to in inter-working mode (at least one).',
  param: z.object({ port_id: PortId, inter_working_portlist: PortListText }),
});

export const resetInterWorking = endpoint({
  id: 'PG-08',
  method: 'POST',
  path: '/switch_isolate',
  select: { form: 'inter_working_default' },
  verb: 'set',
  description: 'Restores the default mapping: every port may send to every other port.',
  param: z.object({}),
});

export const portReach = endpoint({
  id: 'PG-X1',
  method: 'GET',
  path: '/switch_isolate',
  select: { form: 'reach' },
  description: 'Whether frames arriving on a port may leave through each other port under the rules in force, and why.',
  addition: true,
  query: z.object({ port_id: PortId }),
  data: PortReach,
});
