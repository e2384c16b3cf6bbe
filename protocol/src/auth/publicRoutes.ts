import type { z } from 'zod';
import type { Captcha, LoginParam, LoginQuery } from './records.ts';
import { type NoParams, type Route, route } from '../core/route.ts';

/**
 * The sign-in routes the login page calls, schema-free: the login page must paint and sign in without loading zod.
 * Their areas are written out so it does not load the path table either (a test holds them to it). The endpoints
 * with their schemas are built from these same objects (endpoints.ts).
 */

export const loginRoute: Route<z.input<typeof LoginQuery>, z.input<typeof LoginParam>, undefined> = route({
  id: 'AUTH-01',
  method: 'POST',
  path: '/userlogin',
  area: 'session',
  select: { form: 'login' },
  isPublic: true,
});

export const systemCaptchaRoute: Route<NoParams, NoParams, z.output<typeof Captcha>> = route({
  id: 'AUTH-04',
  method: 'GET',
  path: '/system_captcha',
  area: 'session',
  isPublic: true,
});
