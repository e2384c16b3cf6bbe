import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE, TOKEN_CHECK_FAILED } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import Fastify, { type InjectOptions } from 'fastify';
import { CONTENT_SECURITY_POLICY, addSecurityHeaders } from './securityHeaders.ts';

let t: TestApp;
let webRoot: string;
beforeEach(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'olt-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({ webRoot, hstsMaxAgeSeconds: 31_536_000 });
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('security headers', () => {
  it('go out on every answer: API, console, static files, errors, refusals', async () => {
    const token = await t.signIn();
    const answers = await Promise.all(
      (
        [
          { method: 'GET', url: '/board_info' },
          { method: 'GET', url: '/board?info=system', headers: { 'x-token': token } },
          { method: 'GET', url: '/' },
          { method: 'GET', url: '/main' },
          { method: 'GET', url: '/assets/app.js' },
          { method: 'GET', url: '/no/such/file.txt' },
          { method: 'GET', url: '/board?info=system' },
          {
            method: 'POST',
            url: '/userlogin?form=login',
            payload: '{"param":',
            headers: { 'content-type': 'application/json' },
          },
        ] satisfies InjectOptions[]
      ).map((r) => t.app.inject(r)),
    );
    for (const res of answers) {
      expect(res.headers['content-security-policy'], res.raw.req.url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // HSTS only over HTTPS
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS when the option asks for it, and never over plain HTTP', async () => {
    // a bare app behind a proxy that says the request was HTTPS (the HTTPS listener sets the same flag)
    for (const [hsts, proto, expected] of [
      [31_536_000, 'https', 'max-age=31536000; includeSubDomains'],
      [31_536_000, 'http', undefined],
      [0, 'https', undefined],
    ] as const) {
      const app = Fastify({ trustProxy: true });
      addSecurityHeaders(app, { hstsMaxAgeSeconds: hsts });
      app.get('/x', () => 'ok');
      const res = await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': proto } });
      expect(res.headers['strict-transport-security'], `${hsts} ${proto}`).toBe(expected);
      await app.close();
    }
  });
});

describe('the session check comes first', () => {
  it('says nothing about forms or verbs to a request without a session', async () => {
    for (const [method, url] of [
      ['GET', '/system?form=nonsense'],
      ['GET', '/board?info=secret'],
      ['POST', '/usermgmt?form=whatever'],
      ['POST', '/userlogin?form=nothing'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { method: 'zap', param: {} } } : {}),
      });
      expect(res.json(), url).toEqual({ code: CODE.illegal, message: TOKEN_CHECK_FAILED });
    }
    const token = await t.signIn();
    const res = await t.app.inject({ method: 'GET', url: '/system?form=nonsense', headers: { 'x-token': token } });
    expect(res.json<{ message: string }>().message).toBe('error: unknown request form=nonsense');
  });

  it('never runs an action GET for a HEAD request', async () => {
    const token = await t.signIn();
    await t.app.inject({
      method: 'POST',
      url: '/system?form=hostname',
      headers: { 'x-token': token },
      payload: { method: 'set', param: { hostname: 'Unsaved1' } },
    });
    for (const url of ['/system_reboot', '/system_save', '/switch_port?form=nostatistic&port_id=1']) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: { 'x-token': token } });
      expect(res.statusCode).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(t.services.lifecycle.isBooting).toBe(false);
    expect(t.services.deviceConfig.isUnsaved()).toBe(true);
    expect(t.services.sessions.check(token).ok).toBe(true);
    expect(t.services.audit.page({ kind: 'change' }, 1, 10).total).toBe(1);
  });
});
