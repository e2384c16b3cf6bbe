import type { z } from 'zod';
import type { route as routeFn } from './route.ts';
import { route } from './route.ts';
import type { LoginParam, LoginQuery, Captcha } from './auth.ts';
import type { BoardInfo, CustomFlags } from './board.ts';
import type { Language } from './system.ts';

/**
 * The routes the login page calls before sign-in, schema-free (see route.ts). `endpoint()` in the schema modules
 * builds the full endpoints from these same objects, so each is still defined once. Their areas are written out so
 * the login page does not load the path table; a test holds them to it (permissions.test.ts).
 */
type R<Q, P, D> = ReturnType<typeof routeFn<Q, P, D>>;
type None = Record<string, never>;

export const loginRoute: R<z.input<typeof LoginQuery>, z.input<typeof LoginParam>, undefined> = route({
  id: 'AUTH-01',
  method: 'POST',
  path: '/userlogin',
  area: 'session',
  select: { form: 'login' },
  isPublic: true,
});
export const systemCaptchaRoute: R<None, None, z.output<typeof Captcha>> = route({
  id: 'AUTH-04',
  method: 'GET',
  path: '/system_captcha',
  area: 'session',
  isPublic: true,
});
export const boardInfoRoute: R<None, None, z.output<typeof BoardInfo>> = route({
  id: 'SYS-01',
  method: 'GET',
  path: '/board_info',
  area: 'system',
  isPublic: true,
});
export const systemCustomRoute: R<None, None, CustomFlags> = route({
  id: 'SYS-04',
  method: 'GET',
  path: '/system_custom',
  area: 'vendor',
  isPublic: true,
});
export const getSystemLangRoute: R<None, None, { lang: Language }> = route({
  id: 'SYS-05',
  method: 'GET',
  path: '/system_lang',
  area: 'system',
  isPublic: true,
});
export const setSystemLangRoute: R<None, { lang: Language }, undefined> = route({
  id: 'SYS-06',
  method: 'POST',
  path: '/system_lang',
  area: 'system',
  isPublic: true,
});
