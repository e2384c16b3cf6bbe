import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PAGE_FACTS_ID, type PageFacts } from '@olt/protocol';
import { buildApp } from '../src/app.ts';

/** A stand-in for the built console: index.html and one hashed asset with its precompressed copy. */
let webRoot: string;
let app: FastifyInstance;
const script = 'console.log("console");'.repeat(100);

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'olt-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  app = await buildApp({ dataDir: ':memory:', webRoot });
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('serves index.html at / and for every console route, never cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/main',
      '/onu_allow?port_id=3',
      '/advanced_setting/pon_setting',
      '/sys-setting',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('writes the login page facts into the page as a data block, current at each request (no call before paint)', async () => {
    const factsOf = (html: string): PageFacts => {
      const match = new RegExp(`<script type="application/json" id="${PAGE_FACTS_ID}">(.*?)</script>`).exec(html);
      if (!match?.[1]) throw new Error('no facts block');
      return JSON.parse(match[1]) as PageFacts;
    };
    const first = await app.inject({ method: 'GET', url: '/' });
    const facts = factsOf(first.body);
    expect(facts).toMatchObject({ lang: 'en', hasLoginLogo: false, board: { ponports: 8 } });
    expect(facts.board.product_name).toMatch(/\S/);
    expect(facts.custom).toHaveProperty('captcha');
    expect(first.body).toContain('<html lang="en"');
    // a data block, not a script: a Content-Security-Policy without inline scripts lets it be
    expect(first.body).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]/);

    app.services.settings.set('lang', 'zh');
    const after = await app.inject({ method: 'GET', url: '/login' });
    expect(factsOf(after.body).lang).toBe('zh');
    expect(after.body).toContain('<html lang="zh-CN"');
    app.services.settings.set('lang', 'en');
    // index.html itself is not served as a file without its facts
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).not.toContain('<div id="root">');
  });

  it('serves hashed assets precompressed to browsers that accept brotli, cached for good', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers unknown paths that are not console routes with 404 and an error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/no_such_api?form=x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 2, message: expect.stringMatching(/^error/) as unknown });
  });
});
