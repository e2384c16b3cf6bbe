import { afterEach, describe, expect, it } from 'vitest';
import { CompanyInfo, CustomFlags, type Envelope } from '@olt/protocol';
import { DEFAULT_CUSTOM_FLAGS } from '../src/store/customFlags.ts';
import { useTempDirs, buildTestApp } from './helpers.ts';
import { get, post, signInVendor } from './boardHelpers.ts';
import { makePng, multipart } from './images.ts';
import { call, signIn, startServer, type ServerProcess } from './serverProcess.ts';

const servers: ServerProcess[] = [];

const tempDataDir = useTempDirs('olt-persist');

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
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

describe('acknowledged writes survive a killed process', () => {
  it('keeps the host name and theme after SIGKILL', { timeout: 15_000 }, async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    servers.push(first);
    const firstUrl = first.url;
    const token = await signIn(firstUrl);
    const hostname = await call(firstUrl, '/system?form=hostname', {
      body: { method: 'set', param: { hostname: 'Killed-OLT' } },
      token,
    });
    const theme = await call(firstUrl, '/system_theme', { body: { method: 'set', param: { theme: 2 } }, token });
    expect([hostname.answer.code, theme.answer.code]).toEqual([1, 1]);

    await first.kill();
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startServer(dataDir);
    servers.push(second);
    const secondUrl = second.url;
    const again = await signIn(secondUrl);
    expect((await call(secondUrl, '/system?form=hostname', { token: again })).answer.data).toEqual({
      hostname: 'Killed-OLT',
    });
    expect((await call(secondUrl, '/system_theme')).answer.data).toEqual({ theme: 2 });
  });
});
