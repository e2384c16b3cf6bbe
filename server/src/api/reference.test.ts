import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { openApiDocument } from '@olt/protocol/reference';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('serves the OpenAPI document generated from the protocol, without a session, compressed when asked', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual(openApiDocument());
    const zipped = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('renders it as a page with the renderer served from this device, not from the internet', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api-docs' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain("Redoc.init('/openapi.json'");
    const src = /<script src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(src).toMatch(/^\/api-docs\/redoc\.standalone\.js\?v=\d/);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; /);
    const renderer = await t.app.inject({ method: 'GET', url: src, headers: { 'accept-encoding': 'gzip' } });
    expect(renderer.statusCode).toBe(200);
    expect(renderer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gunzipSync(renderer.rawPayload).length).toBeGreaterThan(500_000);
  });
});
