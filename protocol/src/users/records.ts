import { z } from 'zod';
import { isPassword, isUserName } from '../core/credentials.ts';
import { USER_NAME_CHARS } from '../core/limits.ts';
import { decodeLoginValue } from '../core/md5.ts';
import { PERMISSION_AREAS } from '../core/permissions.ts';
import { wireInt } from '../core/wireValues.ts';

/** Accounts the device keeps at most, the factory and vendor accounts included. */
export const USERS_MAX = 32;

/** Levels a new account may be given (api.md §3.2): admin, operator, common. */
export const NEW_USER_LEVEL = { min: 3, max: 5 } as const;

export const UserName = z
  .string()
  .max(USER_NAME_CHARS.max)
  .refine(isUserName, 'a letter, then 3 to 15 letters, digits, _ or .');

/** MD5 of `name:password`, 32 hex digits (api.md §1.6). */
export const LoginKey = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex digits (MD5 of name:password)');

/**
 * The password itself, base64 (our addition, as the login's `value`): lets the device check the password rules.
 * "" stands for "not sent", as in the login.
 */
export const PasswordValue = z
  .string()
  .max(64)
  .refine((text) => text === '' || isPassword(decodeLoginValue(text) ?? ''), {
    message: 'base64 of a password of 5 to 16 characters, no white space, ?, \\, /, \' or "',
  });

export const Flag = wireInt(0, 1);

/** One account as USER-01 lists it (api.md UserRow); `pwd_change` is ours. */
export const UserRow = z.object({
  name: z.string(),
  /** 0 manu, 1 diag, 2 super, 3 admin, 4 operator, 5 common */
  level: z.number().int(),
  /** simultaneous logins allowed; 0 = no fixed limit (the factory accounts: scripts sign in for every request) */
  reenter: z.number().int(),
  info: z.string(),
  /** 1 = signed in now */
  status: z.number().int(),
  /** sessions open now */
  logins: z.number().int(),
  /** our addition: 1 = the password must be changed at the next sign-in in the console */
  pwd_change: z.number().int(),
});

export type UserRow = z.infer<typeof UserRow>;

/** Why the console must lead to a password change before anything else (USER-X1). */
export const PASSWORD_CHANGE_REASONS = ['', 'factory', 'required'] as const;

/** The signed-in session as the console needs it right after sign-in (USER-X1, our addition). */
export const SessionInfo = z.object({
  name: z.string(),
  level: z.number().int(),
  /** 1 = the console must lead to the password change (USER-05) before anything else */
  must_change_password: z.number().int(),
  /** `factory`: a factory account still has its factory password; `required`: an administrator asked for it */
  password_change_reason: z.enum(PASSWORD_CHANGE_REASONS),
  /** how the session was authenticated; a RADIUS user changes its password on the RADIUS server */
  auth: z.enum(['local', 'radius']),
  /** the permission areas this session may read and change (permissions.ts) */
  read: z.array(z.enum(PERMISSION_AREAS)),
  write: z.array(z.enum(PERMISSION_AREAS)),
});

export type SessionInfo = z.infer<typeof SessionInfo>;
