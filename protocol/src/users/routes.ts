import { type NoParams, type Route, route } from '../core/route.ts';
import type { SessionInfo } from './records.ts';

/** The session read every console page starts with, schema-free. */

/** The session's user, level and permissions (USER-X1), which every console page reads first. */
export const sessionInfoRoute: Route<NoParams, NoParams, SessionInfo> = route({
  id: 'USER-X1',
  method: 'GET',
  path: '/usermgmt',
  select: { form: 'session' },
  area: 'session',
});
