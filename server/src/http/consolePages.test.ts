import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE, LEGACY_PAGE_PATHS } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let t: TestApp;
let webRoot: string;
beforeEach(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'olt-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  t = await buildTestApp({ webRoot });
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const isConsole = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) =>
  res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/html') && res.body.includes('console');

describe('page addresses a browser loads', () => {
  it('serves the console for every original page address, the two that are API paths included', async () => {
    expect(LEGACY_PAGE_PATHS).toEqual(expect.arrayContaining(['/pon_optical', '/time', '/alarm']));
    for (const url of LEGACY_PAGE_PATHS) {
      const res = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(isConsole(res), url).toBe(true);
    }
  });

  it('serves the console for an unknown page address, so that it shows its own "not found"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no_such_page', headers: PAGE });
    expect(isConsole(res)).toBe(true);
  });

  it('keeps the API answers for scripts: /time with its query, unknown paths as a 404 envelope', async () => {
    const token = await t.signIn();
    const time = await t.app.inject({ method: 'GET', url: '/time?form=info', headers: { ...PAGE, 'x-token': token } });
    expect(time.headers['content-type']).toMatch(/json/);
    const script = await t.app.inject({ method: 'GET', url: '/time', headers: { accept: '*/*' } });
    expect(script.headers['content-type']).toMatch(/json/);
    const unknown = await t.app.inject({ method: 'GET', url: '/no_such_page', headers: { accept: '*/*' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: CODE.error, message: 'error: not found: GET /no_such_page' });
    // files outside the envelope keep their own answers, even to a browser
    const logo = await t.app.inject({ method: 'GET', url: '/captcha/none.png', headers: PAGE });
    expect(logo.headers['content-type']).not.toMatch(/text\/html/);
  });
});
