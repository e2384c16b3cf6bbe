import { AAA_MODE, CAPTCHA_REQUIRED, CODE, RADIUS_FALLBACK, decodeLoginValue, type LoginParam } from '@olt/protocol';
import type { AaaConfig } from '../device/aaa/aaaArea.ts';
import { readCustomFlags } from '../store/customFlags.ts';
import type { SettingsStore } from '../store/settingsStore.ts';
import type { UserStore } from '../store/userStore.ts';
import type { CaptchaService } from './captcha.ts';
import type { LoginGuard } from './loginGuard.ts';
import { radiusAuthenticate, type RadiusAnswer, type RadiusServer } from './radius.ts';
import type { Identity, SessionManager } from './sessions.ts';

/** What the audit records of an attempt. */
export interface LoginEvent {
  result: 'ok' | 'denied' | 'failed';
  /** the level, when the user is known */
  level: number;
  /** this attempt locked the name out (from this address, or everywhere) */
  lockedOut: 'pair' | 'name' | null;
}

export type LoginOutcome =
  | { ok: true; token: string; identity: Identity; event: LoginEvent }
  | { ok: false; code: number; message: string; event: LoginEvent };

/** What a sign-in reads and changes. */
export interface LoginDeps {
  users: UserStore;
  sessions: SessionManager;
  captcha: CaptchaService;
  loginGuard: LoginGuard;
  settings: SettingsStore;
  /** the AAA settings, secret included */
  aaa: () => Readonly<AaaConfig>;
  /** how the device names itself to the RADIUS server (its host name) */
  nasIdentifier: () => string;
  /** whether a factory account with its factory password must change it in the console (`--require-password-change`) */
  requirePasswordChange: boolean;
  /** the RADIUS exchange; tests may pass their own */
  radius?: typeof radiusAuthenticate;
  /** sessions the whole device admits at once, as the firmware does (vendor mode); 0 or left out: no such bound */
  sessionLimit?: number;
}

/** Failed sign-ins answer code 0, as the device does: "illegal login information" (api.md §1.3). */
const WRONG_CREDENTIALS = 'error: user name or password is wrong';
const UNKNOWN_LEVEL = -1;

const refuse = (message: string, event: Partial<LoginEvent> = {}, code: number = CODE.error): LoginOutcome => ({
  ok: false,
  code,
  message,
  event: { result: 'failed', level: UNKNOWN_LEVEL, lockedOut: null, ...event },
});

function lockedMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  if (seconds < 60) return `error: too many failed logins, try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `error: too many failed logins, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The verdict on the credentials: who it is, or why not. */
type Verdict =
  { kind: 'local' } | { kind: 'radius'; level: number } | { kind: 'wrong' } | { kind: 'refused'; message: string };

/**
 * One sign-in attempt (AUTH-01), in this order:
 * 1. the captcha, when the `captcha` switch is on or the name is under attack (locked everywhere, see 3), is used up
 *    whatever follows (and counts only from the client it was issued to);
 * 2. a name locked out from this client (its own failures) is refused before anything is checked;
 * 3. a name locked everywhere (failures from many addresses) is not refused: from an address that did not sign in
 *    with it lately, the attempt must carry a solved captcha (CAPTCHA_REQUIRED tells the console to show one), so the
 *    rightful user still gets in from a new address while a guessing program does not;
 * 4. a wrong captcha is refused (not counted as a failed password: no password was tried);
 * 5. the credentials: with RADIUS on, the password (`value`) goes to the RADIUS server, with the local fallback the
 *    operator chose; locally, the password when given, else the key, against the stored slow hash; a failure counts
 *    toward the lock-outs;
 * 6. a user already holding its maximum of sessions is refused; existing sessions are never ended for a new one.
 */
export async function attemptLogin(svc: LoginDeps, param: LoginParam, address: string): Promise<LoginOutcome> {
  // the console sends '' for an unused field; a password is never empty, so '' means "no password given"
  const value = param.value === undefined || param.value === '' ? undefined : param.value;
  const password = value === undefined ? undefined : decodeLoginValue(value);
  if (password === null) return refuse('error: invalid param.value: not base64');
  const isCaptchaOn = readCustomFlags(svc.settings).captcha === 1;
  const isUnderAttack = svc.loginGuard.nameLockedForMs(param.name, address) > 0;
  const needsCaptcha = isCaptchaOn || isUnderAttack;
  const isCaptchaRight = !needsCaptcha || svc.captcha.take(param.captcha_f ?? '', param.captcha_v ?? '', address);
  const known = svc.users.find(param.name);
  const level = known?.level ?? UNKNOWN_LEVEL;
  const lockedMs = svc.loginGuard.pairLockedForMs(param.name, address);
  if (lockedMs > 0) return refuse(lockedMessage(lockedMs), { result: 'denied', level });
  if (!isCaptchaRight) {
    return isCaptchaOn
      ? refuse('error: wrong verification code', { level })
      : refuse(CAPTCHA_REQUIRED, { result: 'denied', level });
  }

  const verdict = await verify(svc, param, password);
  // attempts made in parallel all pass the first look; once one of them locks the name, the rest learn nothing
  // (unless they solved a captcha, which is what the name's lock asks for)
  const lockedAfterMs = svc.loginGuard.pairLockedForMs(param.name, address);
  if (lockedAfterMs > 0) return refuse(lockedMessage(lockedAfterMs), { result: 'denied', level });
  if (!needsCaptcha && svc.loginGuard.nameLockedForMs(param.name, address) > 0) {
    return refuse(CAPTCHA_REQUIRED, { result: 'denied', level });
  }
  if (verdict.kind === 'refused') return refuse(verdict.message, { level });
  if (verdict.kind === 'wrong') {
    const failure = svc.loginGuard.recordFailure(param.name, address);
    return refuse(WRONG_CREDENTIALS, { level, lockedOut: failure.lockedOut }, CODE.illegal);
  }
  svc.loginGuard.recordSuccess(param.name, address);
  if (svc.sessionLimit && svc.sessions.size >= svc.sessionLimit) {
    return refuse(`error: the device admits ${svc.sessionLimit} sessions at once, all in use`, {
      result: 'denied',
      level,
    });
  }

  if (verdict.kind === 'radius') {
    const identity: Identity = {
      user: param.name,
      level: verdict.level,
      auth: 'radius',
      passwordChange: '',
      isRestricted: false,
    };
    return { ok: true, token: svc.sessions.create(identity, 0), identity, event: okEvent(verdict.level) };
  }
  const user = svc.users.find(param.name);
  if (!user) return refuse(WRONG_CREDENTIALS, {}, CODE.illegal);
  // counting and creating with no await between them: two simultaneous logins cannot both take the last place
  if (user.maxLogins > 0 && svc.sessions.countFor(user.name) >= user.maxLogins) {
    return refuse(
      `error: user ${user.name} is already signed in ${user.maxLogins} time${user.maxLogins === 1 ? '' : 's'}, the most allowed`,
      { result: 'denied', level: user.level },
    );
  }
  const passwordChange =
    user.passwordState === 'required'
      ? 'required'
      : user.passwordState === 'factory' && svc.requirePasswordChange
        ? 'factory'
        : '';
  const identity: Identity = {
    user: user.name,
    level: user.level,
    auth: 'local',
    passwordChange,
    // a factory account keeps working for scripts until its password is changed; an account an administrator
    // created with "must change" may do nothing else first
    isRestricted: passwordChange === 'required',
  };
  return { ok: true, token: svc.sessions.create(identity, user.maxLogins), identity, event: okEvent(user.level) };
}

const okEvent = (level: number): LoginEvent => ({ result: 'ok', level, lockedOut: null });

async function verify(svc: LoginDeps, param: LoginParam, password: string | undefined): Promise<Verdict> {
  const aaa = svc.aaa();
  const local = async (): Promise<Verdict> => {
    const isRight =
      password !== undefined
        ? await svc.users.verifyPassword(param.name, password)
        : await svc.users.verifyKey(param.name, param.key);
    return isRight ? { kind: 'local' } : { kind: 'wrong' };
  };
  if (aaa.auth_mode !== AAA_MODE.radius) return local();
  if (password === undefined) {
    // RADIUS needs the password itself (PAP); a key-only sign-in (scripts) is checked locally when a fallback exists
    if (aaa.radius_fallback === RADIUS_FALLBACK.never) {
      return { kind: 'refused', message: 'error: this device signs in through RADIUS: send the password (value)' };
    }
    return local();
  }
  const answer = await askRadius(svc, aaa, param.name, password);
  if (answer.kind === 'accept') return { kind: 'radius', level: answer.level ?? aaa.radius_default_level };
  if (answer.kind === 'reject') return aaa.radius_fallback >= RADIUS_FALLBACK.rejected ? local() : { kind: 'wrong' };
  if (aaa.radius_fallback >= RADIUS_FALLBACK.unreachable) return local();
  return { kind: 'refused', message: `error: the RADIUS server does not answer (${answer.reason})` };
}

function askRadius(svc: LoginDeps, aaa: Readonly<AaaConfig>, name: string, password: string): Promise<RadiusAnswer> {
  const server: RadiusServer = {
    host: aaa.radius_server,
    port: aaa.radius_port,
    secret: aaa.radius_secret,
    timeoutMs: aaa.radius_timeout * 1000,
    retries: aaa.radius_retries,
  };
  return (svc.radius ?? radiusAuthenticate)(server, name, password, svc.nasIdentifier());
}
