import { CODE, type LoginParam } from '@olt/protocol';
import { readCustomFlags } from '../store/customFlags.ts';
import type { SettingsStore } from '../store/settingsStore.ts';
import type { UserStore } from '../store/userStore.ts';
import type { CaptchaService } from './captcha.ts';
import type { LoginGuard } from './loginGuard.ts';
import type { SessionManager } from './sessions.ts';

export type LoginOutcome = { ok: true; token: string } | { ok: false; code: number; message: string };

/** What a sign-in reads and changes. */
export interface LoginDeps {
  users: UserStore;
  sessions: SessionManager;
  captcha: CaptchaService;
  loginGuard: LoginGuard;
  settings: SettingsStore;
}

/** Failed sign-ins answer code 0, as the device does: "illegal login information" (api.md §1.3). */
const WRONG_CREDENTIALS = 'error: user name or password is wrong';
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const refuse = (message: string, code: number = CODE.error): LoginOutcome => ({ ok: false, code, message });

function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `error: too many failed logins, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * One sign-in attempt (AUTH-01), in this order:
 * 1. the captcha, when the `captcha` switch is on, is used up whatever follows;
 * 2. a locked-out name/address pair is refused before anything is checked;
 * 3. a wrong captcha is refused (not counted as a failed password: no password was tried);
 * 4. the password (`value`, base64) decides when given, else the key; a failure counts toward the lock-out;
 * 5. a user already holding its maximum of sessions is refused; existing sessions are never ended for a new one.
 */
export async function attemptLogin(svc: LoginDeps, param: LoginParam, address: string): Promise<LoginOutcome> {
  // the console sends '' for an unused field; a password is never empty, so '' means "no password given"
  const value = param.value === undefined || param.value === '' ? undefined : param.value;
  if (value !== undefined && !BASE64_PATTERN.test(value)) return refuse('error: invalid param.value: not base64');

  const isCaptchaOn = readCustomFlags(svc.settings).captcha === 1;
  const isCaptchaRight = !isCaptchaOn || svc.captcha.take(param.captcha_f ?? '', param.captcha_v ?? '');

  const lockedMs = svc.loginGuard.lockedForMs(param.name, address);
  if (lockedMs > 0) return refuse(lockedMessage(lockedMs));
  if (!isCaptchaRight) return refuse('error: wrong verification code');

  const isRight =
    value !== undefined
      ? await svc.users.verifyPassword(param.name, Buffer.from(value, 'base64').toString('utf8'))
      : svc.users.verifyKey(param.name, param.key);
  // attempts made in parallel all pass the first look; once one of them locks the pair, the rest learn nothing
  const lockedAfterMs = svc.loginGuard.lockedForMs(param.name, address);
  if (lockedAfterMs > 0) return refuse(lockedMessage(lockedAfterMs));
  if (!isRight) {
    svc.loginGuard.recordFailure(param.name, address);
    return refuse(WRONG_CREDENTIALS, CODE.illegal);
  }
  svc.loginGuard.recordSuccess(param.name, address);

  const user = svc.users.find(param.name);
  if (!user) return refuse(WRONG_CREDENTIALS, CODE.illegal);
  // counting and creating with no await between them: two simultaneous logins cannot both take the last place
  if (user.maxLogins > 0 && svc.sessions.countFor(user.name) >= user.maxLogins) {
    return refuse(
      `error: user ${user.name} is already signed in ${user.maxLogins} time${user.maxLogins === 1 ? '' : 's'}, the most allowed`,
    );
  }
  return { ok: true, token: svc.sessions.create(user.name) };
}
