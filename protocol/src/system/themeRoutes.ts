import { type NoParams, type Route, route } from '../core/route.ts';

/**
 * The theme's routes (spec §9), schema-free like publicRoutes.ts and apart from them: the login page has its theme
 * written into it by the device, so only the console's theme store (and a login page without it) loads these. The
 * read is public, the choice is not; their area is written out (permissions.test.ts holds it to the path table).
 */

export const getSystemThemeRoute: Route<NoParams, NoParams, { theme: number }> = route({
  id: 'SYS-T1',
  method: 'GET',
  path: '/system_theme',
  area: 'system',
  isPublic: true,
});
export const setSystemThemeRoute: Route<NoParams, { theme: number }, undefined> = route({
  id: 'SYS-T2',
  method: 'POST',
  path: '/system_theme',
  area: 'system',
});
