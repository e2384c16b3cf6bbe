// Sign-in cost (scrypt and RADIUS paths) and a trivial read with 100,000 root sessions: part of npm run bench.
import autocannon from 'autocannon';
import { startDeviceServer } from '../e2e/deviceServer.ts';
import { buildApp } from '../server/src/app.ts';
import { startRadiusServer } from '../server/test/radiusServer.ts';
import { loginKey, loginValue } from '../protocol/src/index.ts';
import { measuredLoadInWorker } from './pacedLoad.ts';

type Record = (name: string, value: string) => void;

const SIGN_INS = 200;
/** unmeasured sign-ins first: the first ones pay for V8 compiling the path, not for the sign-in */
const WARM_UP_SIGN_INS = 20;
const RADIUS_SECRET = 'bench-s3cret';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function signIn(url: string, param: object): Promise<{ ms: number; token: string | null }> {
  const started = performance.now();
  const res = await fetch(`${url}/userlogin?form=login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'set', param }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, token: res.headers.get('x-token') };
}

/** Sequential sign-ins, as a billing script makes them (one per request); the median and p99 of their latency. */
async function timeSignIns(url: string, param: object): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_SIGN_INS + SIGN_INS; i++) {
    const { ms, token } = await signIn(url, param);
    if (!token) throw new Error('bench sign-in refused');
    if (i >= WARM_UP_SIGN_INS) times.push(ms);
  }
  return `median ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (${SIGN_INS} in a row after ${WARM_UP_SIGN_INS} unmeasured)`;
}

/** Sign-ins per second with 8 scripts signing in at once (scrypt runs on libuv's 4 threads). */
async function signInRate(url: string): Promise<string> {
  const result = await autocannon({
    url: `${url}/userlogin?form=login`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'set', param: { name: 'root', key: loginKey('root', 'admin') } }),
    connections: 8,
    duration: 10,
  });
  return `${result.requests.average.toFixed(0)} sign-ins/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`;
}

export async function benchAccess(record: Record): Promise<void> {
  const device = await startDeviceServer(['--pon-ports', '8']);
  const radius = await startRadiusServer(RADIUS_SECRET, { radius1: { password: 'r4diusPass', filterId: '4' } });
  try {
    // signed in afresh when needed: the sign-in flood below evicts root's oldest idle sessions, this one among them
    const post = async (path: string, body: object) => {
      const root = await signIn(device.url, { name: 'root', key: loginKey('root', 'admin') });
      const res = await fetch(`${device.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': root.token ?? '' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; message: string };
      if (answer.code !== 1) throw new Error(`bench setting refused: ${path} ${answer.message}`);
    };
    record(
      'sign-in, key only (scrypt of the key, as scripts sign in)',
      await timeSignIns(device.url, { name: 'root', key: loginKey('root', 'admin') }),
    );
    record(
      'sign-in with the password (key and value, as the console signs in)',
      await timeSignIns(device.url, { name: 'root', key: loginKey('root', 'admin'), value: loginValue('admin') }),
    );
    record('root signing in from 8 scripts at once for 10 s (key only)', await signInRate(device.url));
    await post('/system_security?form=aaa', {
      method: 'set',
      param: {
        auth_mode: 1,
        radius_server: '127.0.0.1',
        radius_port: radius.port,
        radius_secret: RADIUS_SECRET,
        radius_timeout: 3,
        radius_retries: 0,
      },
    });
    record(
      'sign-in through RADIUS (PAP to a RADIUS server on 127.0.0.1)',
      await timeSignIns(device.url, {
        name: 'radius1',
        key: loginKey('radius1', 'r4diusPass'),
        value: loginValue('r4diusPass'),
      }),
    );
  } finally {
    await radius.close();
    await device.stop();
  }
  await benchManySessions(record);
}

/**
 * A trivial read (GET /board?info=cpu) at a steady 200 requests/s (the load in a worker thread) while 100,000 root sessions are open (scripts that sign in
 * for every request and never sign out), in a server built in this process so that the sessions can be made without
 * 100,000 scrypt runs; the bound of such sessions is raised to hold them all.
 */
async function benchManySessions(record: Record): Promise<void> {
  const SESSIONS = 100_000;
  const app = await buildApp({ dataDir: ':memory:', maxSessionsUnlimited: SESSIONS, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const identity = {
      user: 'root',
      level: 2,
      auth: 'local' as const,
      passwordChange: '' as const,
      isRestricted: false,
    };
    const read = (token: string) =>
      measuredLoadInWorker(
        { url: `${url}/board?info=cpu`, rate: 200, connections: 20, headers: { 'X-Token': token } },
        { warmUpS: 5, runs: 1, runS: 10 },
      );
    const first = app.services.sessions.create(identity, 0);
    const empty = await read(first);
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) tokens.push(app.services.sessions.create(identity, 0));
    globalThis.gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    const full = await read(tokens[Math.floor(SESSIONS / 2)] ?? first);
    const ms = (x: number) => x.toFixed(1);
    record(
      `GET /board?info=cpu at 200 req/s over 20 connections, 10 s: 1 session / ${SESSIONS.toLocaleString('en')} root sessions`,
      `p99 ${ms(empty.p99)} ms / ${ms(full.p99)} ms (median ${ms(empty.p50)} / ${ms(full.p50)} ms), ${full.failures} failed`,
    );
    record(
      `memory of ${SESSIONS.toLocaleString('en')} sessions`,
      `${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB of heap (${app.services.sessions.size} open; the default bound keeps 10,000 per account)`,
    );
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith('benchAccess.ts')) {
  const rows: [string, string][] = [];
  await benchAccess((name, value) => {
    rows.push([name, value]);
    console.log(`${name}: ${value}`);
  });
  console.log('\n| measure | value |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
