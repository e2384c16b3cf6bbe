import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOverConsoleBuild, type TestApp } from '../../test/helpers.ts';

const PAGE = { accept: 'text/html' };

/** A console build in miniature: its index.html, its style sheet and the login page's server render. */
function consoleBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'olt-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
      '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(join(root, 'assets', 'index-1.css'), '.login-card{color:red}');
  writeFileSync(
    join(root, 'ssr', 'prerender.js'),
    'export function renderLoginPage(facts) {\n' +
      '  return { html: `<main class="login-page">${facts.board.product_name} ${facts.lang}</main>`, rootStyle: `--olt-primary:#${facts.theme}` };\n' +
      '}\n',
  );
  return root;
}

let t: TestApp;
appOverConsoleBuild(consoleBuild, (app) => (t = app));

describe('the login page, rendered by the device', () => {
  it('writes the rendered card, its style sheet and the theme colour into the sign-in addresses', async () => {
    for (const url of ['/', '/login']) {
      const res = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /<div id="root" data-ssr="login"><main class="login-page">EPON-OLT-\d+ en<\/main><\/div>/,
      );
      expect(res.body).toContain('<style>.login-card{color:red}</style>');
      expect(res.body).not.toContain('/assets/index-1.css');
      expect(res.body).toMatch(/<html lang="en" style="--olt-primary:#\d+"/);
      expect(res.body).toContain('id="olt-facts"');
    }
  });

  it('answers a HEAD of the sign-in addresses with the page’s headers and no body, as monitoring probes ask', async () => {
    // over a real socket: Node's HTTP server leaves a HEAD's body out, as a probe sees it (inject keeps it)
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/login', '/main']) {
      const get = await fetch(`${base}${url}`);
      const head = await fetch(`${base}${url}`, { method: 'HEAD' });
      expect(head.status, url).toBe(200);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no_such_thing' })).statusCode).toBe(404);
  });

  it('renders again when the facts change, in the device language', async () => {
    const token = await t.signIn();
    const set = await t.app.inject({
      method: 'POST',
      url: '/system_lang',
      headers: { 'x-token': token },
      payload: { method: 'set', param: { lang: 'zh' } },
    });
    expect(set.json()).toMatchObject({ code: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/', headers: PAGE });
    expect(res.body).toContain('<html lang="zh-CN"');
    expect(res.body).toMatch(/data-ssr="login"><main class="login-page">EPON-OLT-\d+ zh</);
  });

  it('writes into a console page the reads it starts with, which the entry asks at once', async () => {
    const onus = await t.app.inject({ method: 'GET', url: '/onu_allow', headers: PAGE });
    const block = /<script type="application\/json" id="olt-first-reads">([^<]*)<\/script>/.exec(onus.body);
    const urls = JSON.parse(block?.[1] ?? 'null') as string[];
    expect(urls).toContain('/usermgmt?form=session');
    expect(urls).toContain('/board?info=system');
    expect(urls).toContain('/onutable?form=search&limit=4096');
    // a page without reads of its own starts with the shell's; the sign-in page names none: the login page asks the
    // home page's together once signed in (SYS-X2)
    const setting = await t.app.inject({ method: 'GET', url: '/sys-setting', headers: PAGE });
    expect(setting.body).toContain('"/board?info=system"');
    expect(setting.body).not.toContain('/onutable');
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: PAGE });
    expect(login.body).not.toContain('id="olt-first-reads"');
  });

  it('leaves console pages to the script, and never serves the render itself', async () => {
    const main = await t.app.inject({ method: 'GET', url: '/main', headers: PAGE });
    expect(main.body).toContain('<div id="root"></div>');
    expect(main.body).toContain('/assets/index-1.css');
    const file = await t.app.inject({ method: 'GET', url: '/ssr/prerender.js' });
    expect(file.body).not.toContain('renderLoginPage');
  });
});
