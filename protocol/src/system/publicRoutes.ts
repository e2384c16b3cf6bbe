import { type NoParams, type Route, route } from '../core/route.ts';
import type { Language } from './records.ts';

/** The language routes the login page calls, schema-free (see auth/publicRoutes.ts). */

export const getSystemLangRoute: Route<NoParams, NoParams, { lang: Language }> = route({
  id: 'SYS-05',
  method: 'GET',
  path: '/system_lang',
  area: 'system',
  isPublic: true,
});

export const setSystemLangRoute: Route<NoParams, { lang: Language }, undefined> = route({
  id: 'SYS-06',
  method: 'POST',
  path: '/system_lang',
  area: 'system',
  isPublic: true,
});
