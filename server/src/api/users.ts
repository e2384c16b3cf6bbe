import {
  decodeLoginValue,
  loginKey,
  permissionsOf,
  userAdd,
  userDelete,
  userLevel,
  userList,
  userModifyPassword,
  userSession,
  type SessionInfo,
  type UserRow,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { refuse } from '../device/kernel/errors.ts';
import type { Session } from '../auth/sessions.ts';
import { SEED_ACCOUNTS, isFactoryKey, type User } from '../store/userStore.ts';
import type { Services } from '../services.ts';

/** The highest level (lowest number) that may set other users' passwords (api.md §2.24). */
const SETS_OTHERS_PASSWORDS_UP_TO_LEVEL = 2;

/** The key a request's optional password (`value`) gives; refuses a password that does not match the key. */
function checkedKey(name: string, key: string, value: string | undefined): string {
  if (value === undefined || value === '') return key.toLowerCase();
  const password = decodeLoginValue(value) ?? '';
  if (loginKey(name, password) !== key.toLowerCase()) refuse('the key is not MD5 of name:password for the value sent');
  return key.toLowerCase();
}

/** Nobody reaches an account more privileged (a lower level number) than their own session. */
function checkReach(session: Session, target: User, what: string): void {
  if (target.level < session.level) refuse(`${target.name} has a higher level than yours: you may not ${what} it`);
}

/** User accounts (api.md §2.24, USER-01…05) and the session answer (USER-X1). */
export function userRoutes(svc: Services): RouteDef[] {
  const rowOf = (u: User): UserRow => {
    const logins = svc.sessions.countFor(u.name);
    const mustChange = u.passwordState === 'required' || (u.passwordState === 'factory' && svc.requirePasswordChange);
    return {
      name: u.name,
      level: u.level,
      reenter: u.maxLogins,
      info: u.info,
      status: logins > 0 ? 1 : 0,
      logins,
      pwd_change: mustChange ? 1 : 0,
    };
  };
  const sessionOf = (session: Session | null): Session => {
    if (!session) refuse('no session');
    return session;
  };

  return [
    route(userList, () => svc.users.list().map(rowOf)),
    route(userLevel, ({ session }) => ({ level: sessionOf(session).level, name: sessionOf(session).user })),
    route(userSession, ({ session }): SessionInfo => {
      const s = sessionOf(session);
      const { read, write } = permissionsOf(s.level);
      return {
        name: s.user,
        level: s.level,
        must_change_password: s.passwordChange === '' ? 0 : 1,
        password_change_reason: s.passwordChange,
        auth: s.auth,
        read: s.isRestricted ? ['session'] : [...read],
        write: s.isRestricted ? ['session'] : [...write],
      };
    }),

    route(userAdd, async ({ param, session }) => {
      const s = sessionOf(session);
      if (param.level < s.level) refuse(`you may not create an account of a higher level than yours (${s.level})`);
      const key = checkedKey(param.name, param.key, param.value);
      await svc.users.create(
        { name: param.name, level: param.level, maxLogins: param.reenter, info: param.info },
        key,
        param.pwd_change === 1 ? 'required' : 'set',
      );
    }),

    route(userDelete, ({ param, session }) => {
      const s = sessionOf(session);
      const target = svc.users.find(param.name);
      if (!target) refuse(wordsText(REFUSAL_WORDS.userMissing, { user: param.name }));
      if (target.name === s.user) refuse('you may not delete your own account');
      if (SEED_ACCOUNTS.includes(target.name)) refuse(`${target.name} is a factory account and cannot be deleted`);
      checkReach(s, target, 'delete');
      svc.users.remove(target.name);
      svc.sessions.endUser(target.name);
    }),

    route(userModifyPassword, async ({ param, session, req }) => {
      const s = sessionOf(session);
      if (param.name === s.user && s.auth === 'radius') {
        refuse('you signed in through RADIUS: change your password on the RADIUS server');
      }
      const target = svc.users.find(param.name);
      if (!target) refuse(wordsText(REFUSAL_WORDS.userMissing, { user: param.name }));
      const isSelf = target.name === s.user;
      if (isSelf) {
        if (svc.loginGuard.lockedForMs(s.user, req.ip) > 0) refuse('too many wrong passwords, try again later');
        if (param.key === '' || !(await svc.users.verifyKey(s.user, param.key))) {
          svc.loginGuard.recordFailure(s.user, req.ip);
          refuse('the current password is wrong');
        }
      } else {
        if (s.level > SETS_OTHERS_PASSWORDS_UP_TO_LEVEL)
          refuse('a user above level 2 may change only its own password');
        checkReach(s, target, 'change the password of');
      }
      const key1 = checkedKey(target.name, param.key1, param.value1);
      if (isFactoryKey(target.name, key1)) refuse('choose a password other than the factory password');
      if (isSelf && key1 === param.key.toLowerCase()) refuse('the new password is the current one');
      const state = !isSelf && param.pwd_change === 1 ? 'required' : 'set';
      await svc.users.setKey(target.name, key1, state);
      // a changed password ends the sessions it opened: one's own (the console signs in again), or the other user's
      svc.sessions.endUser(target.name);
    }),
  ];
}
