import { z } from 'zod';
import { portlistRoute } from './startReads.ts';
import { endpoint } from './endpoint.ts';
import { wireInt } from './wireValues.ts';

/** One switch port as PORT-01 lists it (api.md PortInfo). */
export const PortInfo = z.object({
  port_id: z.number().int(),
  admin_status: z.number().int(),
  link_status: z.number().int(),
  auto_neg: z.number().int(),
  speed: z.string(),
  duplex: z.number().int(),
  flow_ctrl: z.number().int(),
  mtu: z.number().int(),
  media: z.enum(['fiber', 'copper']),
  pvid: z.number().int(),
  port_desc: z.string(),
  erate: z.number().int(),
  irate: z.number().int(),
  /** LAG id, 0 = none */
  link_aggregation: z.number().int(),
});
export type PortInfo = z.infer<typeof PortInfo>;

export const portlistInfo = endpoint({
  ...portlistRoute,
  description: 'Every switch port (PONs, then GE, then XGE uplinks) with its link and settings.',
  data: z.array(PortInfo),
});

/** ONU ids present on a PON as a range string, e.g. `1,4-8` (ONU-04). */
export const OnuResource = z.object({ port_id: z.number().int(), resource: z.string() });
export const onuResource = endpoint({
  id: 'ONU-04',
  method: 'GET',
  path: '/onu_allow_list',
  select: { form: 'resource' },
  description: 'Which ONU ids exist on a PON, as a range string such as 1,4-8.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: OnuResource,
});
