import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { CompanyInfo, CustomFlags, FACTORY_ACCOUNT, loginKey, loginValue, type Envelope } from '@olt/protocol';
import { DEFAULT_CUSTOM_FLAGS } from '../src/store/customFlags.ts';
import { buildTestApp } from './helpers.ts';
import { get, post, signInVendor } from './boardHelpers.ts';
import { makePng, multipart } from './images.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'olt-persist-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const COMPANY: CompanyInfo = {
  name: 'Acme Optics',
  addr: '1 Fibre Road',
  email: 'noc@acme.example',
  phone: '+86 755 0000',
  supplier_info: 'Acme supply',
  cc_url: 'https://acme.example',
};

describe('settings survive a restart', () => {
  it('keeps language, theme, host name, company information, switches and logo', async () => {
    const dataDir = tempDataDir();
    const logo = makePng(240, 70);

    const first = await buildTestApp({ dataDir });
    const root = await first.signIn();
    const vendor = await signInVendor(first);
    const acknowledged = [
      await post(first.app, '/system_lang', { method: 'set', param: { lang: 'zh' } }),
      await post(first.app, '/system_theme', { method: 'set', param: { theme: 3 } }, root),
      await post(first.app, '/system?form=hostname', { method: 'set', param: { hostname: 'Core-OLT' } }, root),
      await post(first.app, '/board?info=setting_board', { param: COMPANY }, vendor),
      await post(first.app, '/system_custom', { method: 'set', param: { frpc: 1, mac_auth: 1, hsgq: 0 } }, vendor),
    ];
    const upload = multipart(logo);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/upgrade?type=logo',
      headers: { ...upload.headers, 'x-token': vendor },
      payload: upload.payload,
    });
    acknowledged.push(uploaded.json<Envelope>());
    expect(acknowledged.map((a) => a.code)).toEqual([1, 1, 1, 1, 1, 1]);
    await first.close();

    const second = await buildTestApp({ dataDir });
    const token = await second.signIn();
    expect((await get(second.app, '/system_lang')).data).toEqual({ lang: 'zh' });
    expect((await get(second.app, '/system_theme')).data).toEqual({ theme: 3 });
    expect((await get(second.app, '/system?form=hostname', token)).data).toEqual({ hostname: 'Core-OLT' });
    expect(CompanyInfo.parse((await get(second.app, '/board?info=setting_board', token)).data)).toEqual(COMPANY);
    expect(CustomFlags.parse((await get(second.app, '/system_custom')).data)).toEqual({
      ...DEFAULT_CUSTOM_FLAGS,
      frpc: 1,
      mac_auth: 1,
      hsgq: 0,
    });
    const served = await second.app.inject({ method: 'GET', url: '/logo.png' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(logo)).toBe(true);
    await second.close();
  });
});

/** Starts the real server on a free port and answers its base URL, read from the address it prints. */
async function startServer(dataDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/main.ts',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      '--log-level',
      'silent',
    ],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, STOP_WITH_PARENT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  return new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 10_000);
    lines.on('line', (line) => {
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m?.[1]) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}

async function call(base: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-token': init.token } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { answer: (await res.json()) as Envelope, token: res.headers.get('x-token') ?? '' };
}

async function signIn(base: string): Promise<string> {
  const { name, password } = FACTORY_ACCOUNT;
  const { answer, token } = await call(base, '/userlogin?form=login', {
    body: { method: 'set', param: { name, key: loginKey(name, password), value: loginValue(password) } },
  });
  expect(answer.code).toBe(1);
  return token;
}

describe('acknowledged writes survive a killed process', () => {
  it('keeps the host name and theme after SIGKILL', { timeout: 15_000 }, async () => {
    const dataDir = tempDataDir();
    const firstUrl = await startServer(dataDir);
    const token = await signIn(firstUrl);
    const hostname = await call(firstUrl, '/system?form=hostname', {
      body: { method: 'set', param: { hostname: 'Killed-OLT' } },
      token,
    });
    const theme = await call(firstUrl, '/system_theme', { body: { method: 'set', param: { theme: 2 } }, token });
    expect([hostname.answer.code, theme.answer.code]).toEqual([1, 1]);

    const first = children[0]!;
    const exited = new Promise((done) => first.once('exit', done));
    first.kill('SIGKILL');
    await exited;
    expect(first.signalCode).toBe('SIGKILL');

    const secondUrl = await startServer(dataDir);
    const again = await signIn(secondUrl);
    expect((await call(secondUrl, '/system?form=hostname', { token: again })).answer.data).toEqual({
      hostname: 'Killed-OLT',
    });
    expect((await call(secondUrl, '/system_theme')).answer.data).toEqual({ theme: 2 });
  });
});
