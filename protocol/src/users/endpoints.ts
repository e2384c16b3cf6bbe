import { z } from 'zod';
import { USER_INFO_MAX_CHARS } from '../core/accounts.ts';
import { endpoint } from '../core/endpoint.ts';
import { MAX_LOGINS } from '../core/limits.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import { Flag, LoginKey, NEW_USER_LEVEL, PasswordValue, SessionInfo, UserName, UserRow } from './records.ts';
import { sessionInfoRoute } from './routes.ts';

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
    info: freeText().max(USER_INFO_MAX_CHARS).default(''),
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

export const userSession = endpoint({
  ...sessionInfoRoute,
  addition: true,
  description:
    'Our addition: the session right after sign-in: level, permissions, and whether a password change comes first',
  data: SessionInfo,
});
