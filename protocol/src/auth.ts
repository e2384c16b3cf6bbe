import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { loginRoute, systemCaptchaRoute } from './publicRoutes.ts';
import { USER_NAME_CHARS } from './limits.ts';
import { ConsolePage } from './board.ts';
import { logoutRoute } from './consoleRoutes.ts';
import { freeText } from './wireValues.ts';

/** Login payload (api.md §1.6, AUTH-01). `value` is the base64 password; scripts in the field send only `key`. */
export const LoginParam = z.object({
  name: freeText().min(1).max(USER_NAME_CHARS.max),
  /** lowercase hex MD5 of `name:password` */
  key: z.string().regex(/^[0-9a-fA-F]{32}$/, 'key must be 32 hex digits'),
  value: freeText().max(64).optional(),
  captcha_v: freeText().max(16).optional(),
  captcha_f: freeText().max(128).optional(),
});
export type LoginParam = z.infer<typeof LoginParam>;

/**
 * `reads`, our addition (issue 10): the console's sign-in names the page it goes to next, and the device starts that
 * page's first reads (SYS-X2) for the new session as it answers, so they are ready when the console asks for them.
 * The answer itself is the family's either way.
 */
export const LoginQuery = z.object({
  reads: ConsolePage.optional().describe(
    'Our addition: the console page shown next, whose first reads (SYS-X2) the device starts for the new session.',
  ),
});

export const login = endpoint({
  ...loginRoute,
  description:
    'Signs in; the session token comes back in the X-Token response header, never in the body. Our addition: ' +
    '`reads` names the console page shown next, whose first reads (SYS-X2) the device starts for the new session.',
  query: LoginQuery,
  param: LoginParam,
});

export const LogoutParam = z.object({ name: freeText().max(USER_NAME_CHARS.max).optional() });
export const logout = endpoint({
  ...logoutRoute,
  description: 'Ends the session of the X-Token sent.',
  param: LogoutParam,
});

/** A captcha: the URL of its image, sent back as `captcha_f`. */
export const Captcha = z.object({ filename: z.string() });
export const systemCaptcha = endpoint({
  ...systemCaptchaRoute,
  description: 'Creates a login captcha and answers the URL of its image.',
  data: Captcha,
});

export { TOKEN_HEADER, FACTORY_ACCOUNT, VENDOR_ACCOUNT, USER_INFO_MAX_CHARS } from './accounts.ts';
