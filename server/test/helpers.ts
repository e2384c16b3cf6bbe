import { afterEach, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FACTORY_ACCOUNT, loginKey, loginValue, type Envelope, type LoginParam } from '@olt/protocol';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Services } from '../src/services.ts';

/** A clock the test moves by hand. */
export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
  set: (ms: number) => void;
}

/** Starts at 2026-03-14 09:26:53 UTC unless told otherwise. */
export function createFakeClock(startMs = Date.UTC(2026, 2, 14, 9, 26, 53)): FakeClock {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance: (ms) => {
      nowMs += ms;
    },
    set: (ms) => {
      nowMs = ms;
    },
  };
}

export interface TestAppOptions extends Partial<AppOptions> {
  clock?: FakeClock;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: FakeClock;
  /** Signs in as the console does (key and base64 password) and answers the token; throws when refused. */
  signIn: (name?: string, password?: string, remoteAddress?: string) => Promise<string>;
  /** Adds an account straight to the store (any level 0–5, unlike USER-03) and signs it in. */
  signInAs: (level: number, options?: { name?: string; password?: string; maxLogins?: number }) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A test app over a console build the test file makes (`build` answers its folder): made afresh before each test and
 * handed to `use`, closed and the folder removed after it.
 */
export function appOverConsoleBuild(
  build: () => string,
  use: (t: TestApp) => void,
  options: TestAppOptions = {},
): void {
  let t: TestApp | undefined;
  let webRoot: string | undefined;
  beforeEach(async () => {
    webRoot = build();
    t = await buildTestApp({ ...options, webRoot });
    use(t);
  });
  afterEach(async () => {
    await t?.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });
}

/** The console's sign-in: the factory account, naming the page it shows next with `reads` (protocol auth.ts). */
export async function consoleSignIn(
  app: FastifyInstance,
  reads?: string,
): Promise<{ envelope: Envelope; token: string | undefined }> {
  const { name, password } = FACTORY_ACCOUNT;
  const res = await app.inject({
    method: 'POST',
    url: `/userlogin?form=login${reads === undefined ? '' : `&reads=${reads}`}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(loginBody(name, password)),
  });
  const token = res.headers['x-token'];
  return { envelope: res.json<Envelope>(), token: typeof token === 'string' ? token : undefined };
}

/** Sets the device's host name (SYS-07) with `token`: the tests' change that every page's first reads show. */
export const setHostname = async (app: FastifyInstance, hostname: string, token: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/system?form=hostname',
      headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ method: 'set', param: { hostname } }),
    })
  ).json<{ code: number }>();

/** The login request body the console sends (api.md §1.6), with any field replaced or added. */
export function loginBody(name: string, password: string, extra: Partial<LoginParam> = {}) {
  return { method: 'set', param: { name, key: loginKey(name, password), value: loginValue(password), ...extra } };
}

/** POST /userlogin?form=login with any body; answers the envelope and the X-Token header (if any). */
export async function postLogin(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = '127.0.0.1',
): Promise<{ answer: Envelope; token: string | undefined; res: LightMyRequestResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/userlogin?form=login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const header = res.headers['x-token'];
  return { answer: res.json<Envelope>(), token: typeof header === 'string' ? header : undefined, res };
}

/**
 * The device server on an in-memory store (unless `dataDir` is given), a fake clock and no boot delay. Close it
 * after the test (`close()` or `app.close()`).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { clock = createFakeClock(), ...appOptions } = options;
  const app = await buildApp({ dataDir: ':memory:', bootDelayMs: 0, ...appOptions, now: clock.now });
  const signIn = async (
    name: string = FACTORY_ACCOUNT.name,
    password: string = FACTORY_ACCOUNT.password,
    remoteAddress?: string,
  ) => {
    const { answer, token } = await postLogin(app, loginBody(name, password), remoteAddress);
    if (answer.code !== 1 || !token) throw new Error(`sign-in of ${name} refused: (${answer.code}) ${answer.message}`);
    return token;
  };
  const signInAs = async (level: number, { name = `user${level}x`, password = 'pass1234', maxLogins = 4 } = {}) => {
    if (!app.services.users.find(name)) {
      await app.services.users.create({ name, level, maxLogins }, loginKey(name, password));
    }
    return signIn(name, password);
  };
  return { app, services: app.services, clock, signIn, signInAs, close: () => app.close() };
}

/** Fresh data directories for one test file, removed after each test. */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    dirs.push(dir);
    return dir;
  };
}

/** A reader for `allRoutes` where the routes are only listed: nothing is read through them. */
export const listOnlyReader = (): never => {
  throw new Error('not a reader');
};
