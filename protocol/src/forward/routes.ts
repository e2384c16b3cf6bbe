import { type NoParams, type Route, route } from '../core/route.ts';
import type { Capabilities } from './records.ts';

/** The capabilities the console reads on every page, schema-free (the ONU table paints without zod). */
export const capabilitiesRoute: Route<NoParams, NoParams, Capabilities> = route({
  id: 'SYS-X3',
  method: 'GET',
  path: '/board',
  select: { info: 'capabilities' },
  area: 'system',
});

/** Whether an addition can be asked: an answer that does not list it (an older server) leaves it available. */
export const isAdditionAvailable = (caps: Capabilities | undefined, id: string): boolean =>
  caps?.additions[id] !== 'unavailable';
