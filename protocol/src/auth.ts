import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { USER_NAME_CHARS } from './limits.ts';

/** Login payload (api.md §1.6, AUTH-01). `value` is the base64 password; scripts in the field send only `key`. */
export const LoginParam = z.object({
  name: z.string().min(1).max(USER_NAME_CHARS.max),
  /** lowercase hex MD5 of `name:password` */
  key: z.string().regex(/^[0-9a-fA-F]{32}$/, 'key must be 32 hex digits'),
  value: z.string().max(64).optional(),
  captcha_v: z.string().max(16).optional(),
  captcha_f: z.string().max(128).optional(),
});
export type LoginParam = z.infer<typeof LoginParam>;

export const login = endpoint({
  id: 'AUTH-01',
  method: 'POST',
  path: '/userlogin',
  select: { form: 'login' },
  param: LoginParam,
  isPublic: true,
});

export const logout = endpoint({
  id: 'AUTH-02',
  method: 'POST',
  path: '/userlogin',
  select: { form: 'logout' },
  param: z.object({ name: z.string().max(USER_NAME_CHARS.max).optional() }),
});

/** A captcha: the URL of its image, sent back as `captcha_f`. */
export const Captcha = z.object({ filename: z.string() });
export const systemCaptcha = endpoint({
  id: 'AUTH-04',
  method: 'GET',
  path: '/system_captcha',
  data: Captcha,
  isPublic: true,
});

/** The name of the session token header, request and response. */
export const TOKEN_HEADER = 'X-Token';
/** The factory account and its factory password (the default-credential warning compares against them). */
export const FACTORY_ACCOUNT = { name: 'root', password: 'admin' } as const;
/** The vendor account that may open the system-setting screen (spec §6). */
export const VENDOR_ACCOUNT = { name: 'devol', password: 'devol' } as const;

/** Longest user description (`info`); the device's limit is not documented, so we keep it short. */
export const USER_INFO_MAX_CHARS = 64;
