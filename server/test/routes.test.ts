import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as protocol from '@olt/protocol';
import { CODE, TOKEN_CHECK_FAILED, endpointBody, endpointUrl, type Endpoint } from '@olt/protocol';
import { allRoutes } from '../src/api/routes.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Routes registered outside the endpoint table (api/routes.ts `registerExtraRoutes`). A new one must be listed here
 * with its access, or the coverage test below fails: no route escapes the session check unnoticed.
 */
const EXTRA_ROUTES: readonly {
  method: 'GET' | 'POST';
  path: string;
  url: string;
  access: 'public' | 'session' | 'websocket';
}[] = [
  { method: 'POST', path: '/upgrade', url: '/upgrade?type=logo', access: 'session' },
  { method: 'POST', path: '/upgrade', url: '/upgrade?type=login_logo', access: 'session' },
  { method: 'GET', path: '/logo.png', url: '/logo.png', access: 'public' },
  { method: 'GET', path: '/login_logo.png', url: '/login_logo.png', access: 'public' },
  { method: 'GET', path: '/captcha/:file', url: '/captcha/unknown.png', access: 'public' },
  // served only to the session that asked for it (its token, or its one-time link), else 404 like a missing file
  { method: 'GET', path: '/oltconfigtmp.txt', url: '/oltconfigtmp.txt', access: 'public' },
  // the socket checks the session in its register frame (api.md §1.12); its own tests prove that
  { method: 'GET', path: '/ws', url: '/ws', access: 'websocket' },
];

/** Every exported endpoint of the protocol package: the one definition of the device API. */
const PROTOCOL_ENDPOINTS = (Object.values(protocol) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'param' in value,
);

let t: TestApp;
let endpoints: Endpoint[];
/** method and path of every route as Fastify registered it; HEAD twins of GET are left out */
const registered: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  await t.app.ready();
  endpoints = allRoutes(t.services).map((def) => def.ep);
});
afterAll(() => t.close());

async function requestWithoutToken(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body ?? {}) }
      : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, answer: isJson ? res.json<{ code: number; message: string }>() : undefined };
}

describe('route table', () => {
  it('serves every protocol endpoint exactly once, and no endpoint the protocol does not define', () => {
    expect(PROTOCOL_ENDPOINTS.length).toBeGreaterThan(80);
    const count = (ep: Endpoint) => endpoints.filter((e) => e === ep).length;
    expect(PROTOCOL_ENDPOINTS.filter((ep) => count(ep) !== 1).map((ep) => `${ep.id} ×${count(ep)}`)).toEqual([]);
    expect(endpoints.filter((ep) => !PROTOCOL_ENDPOINTS.includes(ep)).map((ep) => ep.id)).toEqual([]);
    // one Fastify route per method and path carries all the endpoints of that path (the dispatcher picks one)
    for (const ep of endpoints) expect(registered, ep.id).toContain(`${ep.method} ${ep.path}`);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('lists every route Fastify serves, either as an endpoint or as an extra route', () => {
    const known = new Set([
      ...endpoints.map((ep) => `${ep.method} ${ep.path}`),
      ...EXTRA_ROUTES.map((r) => `${r.method} ${r.path}`),
    ]);
    expect(registered.length).toBeGreaterThan(10);
    expect(registered).toEqual(expect.arrayContaining(['GET /system_custom', 'POST /board', 'GET /captcha/:file']));
    expect(registered.filter((r) => !known.has(r))).toEqual([]);
    for (const r of EXTRA_ROUTES) expect(registered, `${r.method} ${r.path}`).toContain(`${r.method} ${r.path}`);
  });

  it('has one endpoint per method, path, selecting values and verb (GETs may differ by their query, OPT-01/02)', () => {
    const queryKeys = (ep: Endpoint) =>
      ep.method === 'GET'
        ? Object.keys((ep.query as unknown as { shape?: object }).shape ?? {})
            .sort()
            .join(',')
        : '';
    const keys = endpoints.map((ep) => `${ep.method} ${endpointUrl(ep)} ${ep.verb ?? ''} ${queryKeys(ep)}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe('session check', () => {
  it('answers code 0 "Token Check Failed" to every non-public endpoint without a token', async () => {
    const guarded = endpoints.filter((ep) => !ep.isPublic);
    expect(guarded.length).toBeGreaterThan(5);
    for (const ep of guarded) {
      const { status, answer } = await requestWithoutToken(ep.method, endpointUrl(ep), endpointBody(ep, {}));
      expect({ ep: ep.id, status, answer }).toEqual({
        ep: ep.id,
        status: 200,
        answer: { code: CODE.illegal, message: TOKEN_CHECK_FAILED },
      });
    }
  });

  it('answers every public endpoint without a token', async () => {
    const open = endpoints.filter((ep) => ep.isPublic);
    expect(open.map((ep) => ep.path)).toEqual(
      expect.arrayContaining(['/board_info', '/system_lang', '/system_custom', '/system_start']),
    );
    for (const ep of open) {
      const { status, answer } = await requestWithoutToken(ep.method, endpointUrl(ep), endpointBody(ep, {}));
      expect(status, ep.id).toBe(200);
      expect([CODE.illegal, CODE.timeout], `${ep.id}: ${answer?.message}`).not.toContain(answer?.code);
    }
  });

  it('guards the extra routes that need a session, and answers the public ones without a token', async () => {
    for (const r of EXTRA_ROUTES) {
      if (r.access === 'websocket') continue;
      const { answer } = await requestWithoutToken(r.method, r.url);
      if (r.access === 'session') expect(answer, r.url).toEqual({ code: CODE.illegal, message: TOKEN_CHECK_FAILED });
      else expect(answer?.message ?? '', r.url).not.toBe(TOKEN_CHECK_FAILED);
    }
  });

  it('treats the text "null" in X-Token, which browsers send before login, as no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/board?info=system', headers: { 'x-token': 'null' } });
    expect(res.json()).toEqual({ code: CODE.illegal, message: TOKEN_CHECK_FAILED });
  });
});
