import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { sessionInfoRoute } from './startReads.ts';
import { MAX_LOGINS, USER_NAME_CHARS } from './limits.ts';
import { PERMISSION_AREAS } from './permissions.ts';
import { USER_INFO_MAX_CHARS } from './accounts.ts';
import { isPassword, isUserName } from './credentials.ts';
import { decodeLoginValue } from './md5.ts';
import { wireInt } from './wireValues.ts';

/** Accounts the device keeps at most, the factory and vendor accounts included. */
export const USERS_MAX = 32;
/** Levels a new account may be given (api.md §3.2): admin, operator, common. */
export const NEW_USER_LEVEL = { min: 3, max: 5 } as const;

const UserName = z
  .string()
  .max(USER_NAME_CHARS.max)
  .refine(isUserName, 'a letter, then 3 to 15 letters, digits, _ or .');
/** MD5 of `name:password`, 32 hex digits (api.md §1.6). */
const LoginKey = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex digits (MD5 of name:password)');
/**
 * The password itself, base64 (our addition, as the login's `value`): lets the device check the password rules.
 * "" stands for "not sent", as in the login.
 */
const PasswordValue = z
  .string()
  .max(64)
  .refine((text) => text === '' || isPassword(decodeLoginValue(text) ?? ''), {
    message: 'base64 of a password of 5 to 16 characters, no white space, ?, \\, /, \' or "',
  });
const Flag = wireInt(0, 1);

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

export const userList = endpoint({
  id: 'USER-01',
  description: 'Lists the accounts with their level, login limit, description and sessions',
  method: 'GET',
  path: '/usermgmt',
  select: { form: 'userlist' },
  data: z.array(UserRow),
});

export const userLevel = endpoint({
  id: 'USER-02',
  description: 'The signed-in user’s level and name; every signed-in user may ask (api.md §8.9)',
  method: 'GET',
  path: '/usermgmt',
  select: { form: 'userlevel' },
  data: z.object({ level: z.number().int(), name: z.string() }),
});

export const userAdd = endpoint({
  id: 'USER-03',
  description: 'Adds an account of level 3–5; `value` (base64 password) and `pwd_change` are our additions',
  method: 'POST',
  path: '/usermgmt',
  select: { form: 'userlist' },
  verb: 'add',
  param: z.object({
    name: UserName,
    key: LoginKey,
    value: PasswordValue.optional(),
    level: wireInt(NEW_USER_LEVEL.min, NEW_USER_LEVEL.max),
    reenter: wireInt(MAX_LOGINS.min, MAX_LOGINS.max),
    info: z.string().max(USER_INFO_MAX_CHARS).default(''),
    /** 1 = the new user must change the password at the first sign-in (off by default) */
    pwd_change: Flag.default(0),
  }),
});

export const userDelete = endpoint({
  id: 'USER-04',
  description: 'Deletes an account (not one’s own, not a factory account, not a more privileged one)',
  method: 'POST',
  path: '/usermgmt',
  select: { form: 'userlist' },
  verb: 'delete',
  param: z.object({ name: UserName }),
});

export const userModifyPassword = endpoint({
  id: 'USER-05',
  description: 'Changes a password; one’s own ends one’s sessions. `value1` (base64 new password) is our addition',
  method: 'POST',
  path: '/usermgmt',
  select: { form: 'modifyps' },
  param: z.object({
    name: UserName,
    /** MD5 of `name:current password`; "" when a level ≤ 2 user sets another user's password */
    key: z.union([LoginKey, z.literal('')]),
    key1: LoginKey,
    value1: PasswordValue.optional(),
    /** our addition: setting another user's password, 1 = that user must change it at the next sign-in */
    pwd_change: Flag.default(0),
  }),
});

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

export const userSession = endpoint({
  ...sessionInfoRoute,
  addition: true,
  description:
    'Our addition: the session right after sign-in: level, permissions, and whether a password change comes first',
  data: SessionInfo,
});
