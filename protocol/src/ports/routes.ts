import { type NoParams, type Route, route } from '../core/route.ts';
import type { PortInfo } from './records.ts';

/** The port list every console page starts with, schema-free. */

export const portlistRoute: Route<NoParams, NoParams, PortInfo[]> = route({
  id: 'PORT-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'portlist_info' },
  area: 'switch',
});
