import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEVICE_RENDER_CHECK, FACTORY_ACCOUNT, PAGE_COOKIE, pageTag } from '@olt/protocol';
import { appOverConsoleBuild, loginBody, postLogin, type TestApp } from '../../test/helpers.ts';

const PAGE = { accept: 'text/html' };

/**
 * A console build in miniature whose page render reads the device's system information as the session and shows its
 * model; it renders the ONU table's address only, as the console does (lib/pages.ts `deviceRendered`).
 */
function consoleBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'olt-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(join(root, 'assets', 'console-1.css'), '.olt-shell{color:#123}');
  writeFileSync(
    join(root, 'ssr', 'console-preloads.json'),
    JSON.stringify({ core: ['assets/console-1.js', 'assets/console-1.css'], pages: {}, languages: {} }),
  );
  writeFileSync(
    join(root, 'ssr', 'pagePrerender.js'),
    'export const renderedPageStart = (req) =>\n' +
      "  ['/onu_allow', '/broken'].includes(req.path) ? { rootStyle: '--olt-primary:#123456' } : null;\n" +
      'export async function renderConsolePage(req) {\n' +
      "  if (req.path === '/broken') throw new Error('a render that fails');\n" +
      "  if (req.path !== '/onu_allow') return null;\n" +
      "  const url = '/board?info=system';\n" +
      '  const text = await req.read(url);\n' +
      '  const model = JSON.parse(text).data.product_name;\n' +
      '  return { html: `<main data-page="onu_allow">${model} ${req.user}</main>`, page: "onu_allow",\n' +
      '    answers: { [url]: text } };\n' +
      '}\n',
  );
  return root;
}

let t: TestApp;
appOverConsoleBuild(consoleBuild, (app) => (t = app));

const signInWithCookie = async (): Promise<{ token: string; cookie: string }> => {
  const { token, res } = await postLogin(t.app, loginBody(FACTORY_ACCOUNT.name, FACTORY_ACCOUNT.password));
  const setCookie = String(res.headers['set-cookie']);
  if (!token) throw new Error('sign-in refused');
  return { token, cookie: setCookie };
};

describe('console pages rendered by the device for a session', () => {
  it('sets the page cookie at sign-in, HttpOnly and SameSite=Strict, and clears it at sign-out', async () => {
    const { token, cookie } = await signInWithCookie();
    expect(cookie).toBe(`${PAGE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`);
    const out = await t.app.inject({
      method: 'POST',
      url: '/userlogin?form=logout',
      headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ method: 'set', param: { name: FACTORY_ACCOUNT.name } }),
    });
    expect(out.json<{ code: number }>().code).toBe(1);
    expect(String(out.headers['set-cookie'])).toContain(`${PAGE_COOKIE}=; Max-Age=0`);
  });

  it('writes the render, the answers it read and the check into the page, for the cookie’s session only', async () => {
    const { token } = await signInWithCookie();
    const res = await t.app.inject({
      method: 'GET',
      url: '/onu_allow',
      headers: { ...PAGE, cookie: `other=1; ${PAGE_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(
      new RegExp(`<div id="olt-device-render" data-page="onu_allow" data-tag="${pageTag(token)}"[^>]*><main`),
    );
    expect(res.body).toMatch(/<main data-page="onu_allow">EPON-OLT-\d+ root<\/main>/);
    expect(res.body).toContain('class="olt-first-answer" data-url="/board?info=system"');
    expect(res.body).toContain(`<script>${DEVICE_RENDER_CHECK}</script>`);
    expect(res.body).toContain(`html[data-session="${pageTag(token)}"] #olt-device-render{visibility:visible}`);
    expect(res.body).toMatch(/<html lang="en" style="--olt-primary:#123456"/);
    // the console's modules are named, not preloaded: the render paints first
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<script type="application/json" id="olt-page-modules">["/assets/console-1.js"]');
    // its style sheets come with it, each still named by a link the browser does not fetch
    expect(res.body).toContain(
      '<style>.olt-shell{color:#123}</style><link rel="stylesheet" crossorigin href="/assets/console-1.css" media="not all" disabled>',
    );
    // the one inline script is allowed by its hash
    const hash = createHash('sha256').update(DEVICE_RENDER_CHECK).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('renders nothing without a cookie, for an ended session, or for a page the console does not render', async () => {
    const { token } = await signInWithCookie();
    const plain = await t.app.inject({ method: 'GET', url: '/onu_allow', headers: PAGE });
    expect(plain.body).not.toContain('olt-device-render');
    expect(plain.body).toContain('rel="modulepreload"');
    expect(plain.body).toContain('<link rel="stylesheet" crossorigin href="/assets/console-1.css">');
    expect(plain.body).not.toContain('.olt-shell{color:#123}');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const status = await t.app.inject({
      method: 'GET',
      url: '/status',
      headers: { ...PAGE, cookie: `${PAGE_COOKIE}=${token}` },
    });
    expect(status.body).not.toContain('olt-device-render');
    t.services.sessions.end(token);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/onu_allow',
      headers: { ...PAGE, cookie: `${PAGE_COOKIE}=${token}` },
    });
    expect(ended.body).not.toContain('olt-device-render');
  });

  it('sends a page whose render fails without it, for the console to draw', async () => {
    const { token } = await signInWithCookie();
    const res = await t.app.inject({
      method: 'GET',
      url: '/broken',
      headers: { ...PAGE, 'accept-encoding': 'gzip', cookie: `${PAGE_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(res.rawPayload).toString('utf8');
    expect(body).not.toContain('id="olt-device-render"');
    expect(body).toContain('<div id="root"></div>');
    expect(body).toMatch(/<\/html>\s*$/);
  });

  it('does not let the cookie stand for the X-Token header on the API', async () => {
    const { token } = await signInWithCookie();
    const res = await t.app.inject({
      method: 'GET',
      url: '/board?info=system',
      headers: { cookie: `${PAGE_COOKIE}=${token}` },
    });
    expect(res.json<{ code: number }>().code).toBe(0);
  });
});
