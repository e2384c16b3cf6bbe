import type { LogoutParam } from './records.ts';
import { routeAt } from '../core/pathAreas.ts';
import { type InputOf, type NoParams } from '../core/route.ts';

/** The sign-out the console's shell calls, schema-free (see publicRoutes.ts). */

export const logoutRoute = routeAt<NoParams, InputOf<typeof LogoutParam>>({
  id: 'AUTH-02',
  method: 'POST',
  path: '/userlogin',
  select: { form: 'logout' },
});
