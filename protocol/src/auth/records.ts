import { z } from 'zod';
import { ConsolePage } from '../board/index.ts';
import { USER_NAME_CHARS } from '../core/limits.ts';
import { freeText } from '../core/wireValues.ts';

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
 * `reads`, our addition: the console's sign-in names the page it goes to next, and the device starts that
 * page's first reads (SYS-X2) for the new session as it answers, so they are ready when the console asks for them.
 * The answer itself is the family's either way.
 */
export const LoginQuery = z.object({
  reads: ConsolePage.optional().describe(
    'Our addition: the console page shown next, whose first reads (SYS-X2) the device starts for the new session.',
  ),
});

export const LogoutParam = z.object({ name: freeText().max(USER_NAME_CHARS.max).optional() });

/** A captcha: the URL of its image, sent back as `captcha_f`. */
export const Captcha = z.object({ filename: z.string() });
