import type { BoardInfo, CustomFlags } from './records.ts';
import { type NoParams, type Route, route } from '../core/route.ts';

/** The device facts the login page reads before sign-in, schema-free (see auth/publicRoutes.ts). */

export const boardInfoRoute: Route<NoParams, NoParams, BoardInfo> = route({
  id: 'SYS-01',
  method: 'GET',
  path: '/board_info',
  area: 'system',
  isPublic: true,
});

export const systemCustomRoute: Route<NoParams, NoParams, CustomFlags> = route({
  id: 'SYS-04',
  method: 'GET',
  path: '/system_custom',
  area: 'vendor',
  isPublic: true,
});
