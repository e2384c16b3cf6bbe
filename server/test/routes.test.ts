import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@olt/protocol/reference';
import { CODE, TOKEN_CHECK_FAILED, endpointBody, endpointUrl, type Endpoint } from '@olt/protocol';
import { allRoutes } from '../src/api/routes.ts';
import { withActionPosts } from '../src/http/dispatch.ts';
import { buildTestApp, listOnlyReader, type TestApp } from './helpers.ts';

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
  { method: 'POST', path: '/onu_upload', url: '/onu_upload', access: 'session' },
  { method: 'POST', path: '/onu_upload', url: '/onu_upload?type=XE-H440W', access: 'session' },
  { method: 'GET', path: '/logo.png', url: '/logo.png', access: 'public' },
  { method: 'GET', path: '/login_logo.png', url: '/login_logo.png', access: 'public' },
  { method: 'GET', path: '/captcha/:file', url: '/captcha/unknown.png', access: 'public' },
  // served only to the session that asked for it (its token, or its one-time link), else 404 like a missing file
  { method: 'GET', path: '/oltconfigtmp.txt', url: '/oltconfigtmp.txt', access: 'public' },
  { method: 'GET', path: '/olt_config.cfg', url: '/olt_config.cfg', access: 'public' },
  { method: 'GET', path: '/olt_alarm.txt', url: '/olt_alarm.txt', access: 'public' },
  { method: 'GET', path: '/olt_log.txt', url: '/olt_log.txt', access: 'public' },
  { method: 'GET', path: '/olt_alarm_saved.txt', url: '/olt_alarm_saved.txt', access: 'public' },
  { method: 'GET', path: '/olt_device_log.txt', url: '/olt_device_log.txt', access: 'public' },
  { method: 'POST', path: '/system_restore', url: '/system_restore', access: 'session' },
  // the socket checks the session in its register frame (api.md §1.12); its own tests prove that
  { method: 'GET', path: '/ws', url: '/ws', access: 'websocket' },
  // the API reference describes the device family's API and holds no data of this device (api/reference.ts)
  { method: 'GET', path: '/openapi.json', url: '/openapi.json', access: 'public' },
  { method: 'GET', path: '/api-docs', url: '/api-docs', access: 'public' },
  { method: 'GET', path: '/api-docs/redoc.standalone.js', url: '/api-docs/redoc.standalone.js', access: 'public' },
];

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
  endpoints = withActionPosts(allRoutes(t.services, listOnlyReader)).map((def) => def.ep);
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
    // the protocol's own list: every exported endpoint, with the POST twins of the action GETs
    expect(ENDPOINTS.length).toBeGreaterThan(80);
    const served = endpoints.map((ep) => ep.id);
    const count = (id: string) => served.filter((s) => s === id).length;
    expect(ENDPOINTS.filter((ep) => count(ep.id) !== 1).map((ep) => `${ep.id} ×${count(ep.id)}`)).toEqual([]);
    expect(served.filter((id) => !ENDPOINTS.some((ep) => ep.id === id))).toEqual([]);
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
