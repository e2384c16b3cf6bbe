import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const SCRIPT = 'export const answer = 42;\n'.repeat(20);

let t: TestApp;
let webRoot: string;
beforeEach(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'olt-files-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, 'ssr'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(webRoot, 'ssr', 'prerender.js'), 'export {}');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webRoot, 'assets', 'app-1.js'), SCRIPT);
  writeFileSync(join(webRoot, 'assets', 'app-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets', 'app-1.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets', 'small-1.css'), '.a{color:red}');
  t = await buildTestApp({ webRoot });
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the console’s files', () => {
  it('go out in the best coding the browser takes, each the same file, cached for good', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gzip = await get('/assets/app-1.js', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    const again = await get('/assets/app-1.js', 'br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    // a file the build did not compress goes out as it is, whatever the browser takes
    const css = await get('/assets/small-1.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('.a{color:red}');
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('serves the files beside index.html, asked for again each time', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a browser that has the file already, and the file to one whose copy is another', async () => {
    const first = await get('/favicon.svg');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const strong = String(etag).slice(2);
    const asStrong = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': strong } });
    expect(asStrong.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': '"old"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    // the same content has the same tag in every coding: the tag is of the file, the coding is negotiated
    expect((await get('/assets/app-1.js', 'br')).headers.etag).toBe((await get('/assets/app-1.js')).headers.etag);
  });

  it('serves nothing else: no encoded copy by name, no unknown file, no page source, no server render', async () => {
    for (const url of ['/assets/app-1.js.br', '/assets/app-2.js', '/assets/..%2Findex.html', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.body, url).not.toContain(SCRIPT.slice(0, 20));
      expect(res.body, url).not.toBe('<!doctype html><title>console</title>');
    }
    expect((await get('/ssr/prerender.js')).body).not.toBe('export {}');
    expect((await get('/assets/app-2.js')).statusCode).toBe(404);
  });
});
