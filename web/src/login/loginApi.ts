import {
  CODE,
  FACTORY_ACCOUNT,
  TOKEN_HEADER,
  boardInfoRoute,
  loginRoute,
  systemCaptchaRoute,
  systemCustomRoute,
  type BoardInfo,
  type CustomFlags,
  type Route,
  type PageName,
  type RouteData,
} from '@olt/protocol/light';
import type * as LoginKeyCode from '@olt/protocol/md5';
import { send } from '../lib/apiClient.ts';
import { LOGIN_TIMEOUT_MS } from '../lib/uiLimits.ts';

export const LOGIN_LOGO_URL = '/login_logo.png';

/** Set when the factory account signs in with its factory password; the shell then suggests a password change. */
export const DEFAULT_PASSWORD_KEY = 'olt.defaultPassword';

/** The data of a public read, or null when the device does not answer it: the page then simply shows less. */
async function dataOf<E extends Route>(ep: E): Promise<RouteData<E> | null> {
  try {
    const { envelope } = await send(ep);
    return envelope.code === CODE.ok ? (envelope.data ?? null) : null;
  } catch {
    return null;
  }
}

export const loadCustomFlags = (): Promise<CustomFlags | null> => dataOf(systemCustomRoute);
export const loadBoardInfo = (): Promise<BoardInfo | null> => dataOf(boardInfoRoute);

/** The captcha image URL, sent back with the login as `captcha_f`. */
export async function loadCaptcha(): Promise<string | null> {
  return (await dataOf(systemCaptchaRoute))?.filename ?? null;
}

/** Any 2xx answer means a vendor login logo exists (api.md §1.6). */
export async function hasLoginLogo(): Promise<boolean> {
  try {
    const res = await fetch(LOGIN_LOGO_URL);
    // a static server that falls back to index.html for unknown paths answers 200 with HTML: that is no logo
    return res.ok && !(res.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

interface Credentials {
  name: string;
  password: string;
  /** the typed captcha text and the captcha image it answers; empty when the captcha is off */
  captchaText: string;
  captchaFile: string;
}

export type LoginOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'illegal' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'device'; code: number; message: string };

/**
 * The login key's code once it is in: a sign-in then sends its request in the click's own task, where waiting for
 * the import again put it in a later one, after the page had drawn the busy button.
 */
let loginKeyCode: typeof LoginKeyCode | null = null;

/**
 * The login key's MD5 is needed only when the operator signs in: it loads then, or while the operator types (the
 * login page prefetches it with the console), so the page's first bytes stay within their budget (README).
 */
const loadLoginKey = () => import('@olt/protocol/md5').then((code) => (loginKeyCode = code));

/**
 * Loads the login key's code and runs it once on nothing, while the operator types: its first run, cold, took a share
 * of the sign-in click (README › Benchmarks).
 */
export const prepareLoginKey = () => loadLoginKey().then(({ loginKey }) => void loginKey('', ''));

/**
 * Posts the login (spec §7) and sorts the answer into what the page shows (spec §8). `next`, the page the console
 * shows after it, lets the device start that page's first reads (protocol auth.ts `login`).
 */
export async function requestLogin(
  { name, password, captchaText, captchaFile }: Credentials,
  next?: PageName,
): Promise<LoginOutcome> {
  const { loginKey, loginValue } = loginKeyCode ?? (await loadLoginKey());
  const param = {
    name,
    key: loginKey(name, password),
    value: loginValue(password),
    captcha_v: captchaText,
    captcha_f: captchaFile,
  };
  try {
    const query = next && { reads: next };
    const { envelope, headers } = await send(loginRoute, { query, param }, { timeoutMs: LOGIN_TIMEOUT_MS });
    if (envelope.code === CODE.ok) {
      const token = headers.get(TOKEN_HEADER);
      // without the header there is no session to enter; the answer was damaged on the way
      return token ? { kind: 'signedIn', token } : { kind: 'network' };
    }
    if (envelope.code === CODE.illegal) return { kind: 'illegal' };
    if (envelope.code === CODE.timeout) return { kind: 'timeout' };
    return { kind: 'device', code: envelope.code, message: envelope.message };
  } catch {
    return { kind: 'network' };
  }
}

export const isFactoryAccount = (name: string, password: string): boolean =>
  name === FACTORY_ACCOUNT.name && password === FACTORY_ACCOUNT.password;
