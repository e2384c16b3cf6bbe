import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  LEVEL_NAMES,
  PAGE_PERMISSIONS,
  USER_LEVEL,
  areaOf,
  endpointBody,
  endpointUrl,
  mayOpenPage,
  mayRead,
  mayWrite,
  type Endpoint,
  type Envelope,
  type Menu,
} from '@olt/protocol';
import { allRoutes } from '../src/api/routes.ts';
import { refusalFor } from '../src/auth/authorize.ts';
import { menuNames } from '../src/device/chassis/menu.ts';
import { buildTestApp, listOnlyReader, type TestApp } from './helpers.ts';
import { makePng } from './images.ts';

/**
 * The permission table walked end to end: every endpoint of the route table, for every user level. A level that may
 * not change an area is refused each of its writes with a clear error and nothing changes; a level that may is let
 * through to the endpoint's own checks. The list of routes comes from the route table, never from a hand-kept list.
 */
const LEVELS = Array.from({ length: USER_LEVEL.max - USER_LEVEL.min + 1 }, (_, i) => USER_LEVEL.min + i);

let t: TestApp;
let endpoints: Endpoint[];
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp();
  endpoints = allRoutes(t.services, listOnlyReader).map((def) => def.ep);
  for (const level of LEVELS) tokens.set(level, await t.signInAs(level));
});
afterAll(() => t.close());

const queryNames = (ep: Endpoint): Record<string, string> =>
  Object.fromEntries(Object.keys((ep.query as unknown as { shape?: object }).shape ?? {}).map((k) => [k, '0']));

async function call(ep: Endpoint, token: string, param: unknown): Promise<Envelope> {
  const res = await t.app.inject({
    method: ep.method,
    // a GET names its query's fields, which pick it among the GETs of its path and form (a read and its action)
    url: endpointUrl(ep, ep.method === 'GET' ? queryNames(ep) : {}),
    headers: { 'x-token': token, ...(ep.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(ep.method === 'POST' ? { payload: JSON.stringify(endpointBody(ep, param)) } : {}),
  });
  // the CSV export answers a file, not the envelope, when it is allowed
  const isJson = String(res.headers['content-type']).startsWith('application/json');
  return isJson ? res.json<Envelope>() : { code: CODE.ok, message: `file ${String(res.headers['content-type'])}` };
}

/** Everything a request could change: the configuration, the accounts, the settings and the stored files. */
function snapshot(): string {
  const { device, users, db } = t.services;
  return JSON.stringify([
    device.config.export(),
    users.list(),
    db.prepare('SELECT * FROM settings ORDER BY key').all(),
    db.prepare('SELECT name, length(body) FROM files ORDER BY name').all(),
  ]);
}

const sessionOf = (level: number) => {
  const session = t.services.sessions.peek(tokens.get(level) ?? '');
  if (!session) throw new Error(`level ${level} lost its session`);
  return session;
};

describe('permissions of every route, for every level', () => {
  it('refuses every write a level may not make, with a clear error, changing nothing, and audits the refusal', async () => {
    const writes = endpoints.filter((ep) => ep.changes && !ep.isPublic);
    expect(writes.length).toBeGreaterThan(60);
    let refused = 0;
    for (const level of LEVELS) {
      const token = tokens.get(level) ?? '';
      for (const ep of writes) {
        if (mayWrite(level, ep.area)) {
          // let through: a malformed param reaches the endpoint's own validation (action GETs are not run: a
          // reboot would end every session; the dispatcher asks the same function)
          if (ep.method === 'POST') {
            expect(await call(ep, token, 'x'), `${ep.id} for level ${level}`).toEqual({
              code: CODE.error,
              message: 'error: param must be an object',
            });
          } else expect(refusalFor(sessionOf(level), ep), `${ep.id} for level ${level}`).toBeNull();
          continue;
        }
        const before = snapshot();
        const answer = await call(ep, token, {});
        expect(answer.code, `${ep.id} for level ${level}`).toBe(CODE.error);
        expect(answer.message).toMatch(
          new RegExp(`^error: permission denied: level ${level} \\(${LEVEL_NAMES[level]}\\) may not change `),
        );
        expect(snapshot(), `${ep.id} changed something for level ${level}`).toBe(before);
        refused++;
      }
    }
    // operators and commons are refused the switch, system and accounts; admins the vendor settings
    expect(refused).toBeGreaterThan(100);
    expect(t.services.audit.page({ result: 'denied', kind: 'change' }, 1, 1).total).toBe(refused);
  });

  it('refuses the reads a level may not make, and serves the others', async () => {
    const reads = endpoints.filter((ep) => !ep.changes && !ep.isPublic);
    for (const level of LEVELS) {
      for (const ep of reads) {
        const answer = await call(ep, tokens.get(level) ?? '', {});
        const isDenied = answer.message.startsWith('error: permission denied');
        expect(isDenied, `${ep.id} (${ep.area}) for level ${level}: ${answer.message}`).toBe(!mayRead(level, ep.area));
      }
    }
    // the common user does not read who reaches the device, the accounts or the audit trail
    for (const area of ['access', 'accounts', 'audit'] as const) expect(mayRead(5, area)).toBe(false);
  });

  it('guards the logo upload, outside the endpoint table, by the same table (vendor area)', async () => {
    expect(areaOf('/upgrade', { type: 'logo' })).toBe('vendor');
    for (const level of LEVELS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/upgrade?type=logo',
        headers: { 'x-token': tokens.get(level) ?? '', 'content-type': 'multipart/form-data; boundary=b' },
        payload: [
          '--b',
          'Content-Disposition: form-data; name="file"; filename="logo.png"',
          'Content-Type: image/png',
          '',
          makePng(240, 70).toString('latin1'),
          '--b--',
          '',
        ].join('\r\n'),
      });
      const answer = res.json<Envelope>();
      if (mayWrite(level, 'vendor')) expect(answer.message).toBe('error: only the vendor account may change the logos');
      else expect(answer.message).toMatch(/^error: permission denied/);
    }
    expect(t.services.files.get('logo.png')).toBeUndefined();
  });

  it('offers in the menu only the pages a level may open', async () => {
    for (const level of LEVELS) {
      const answer = await call(endpoints.find((ep) => ep.id === 'SYS-03') as Endpoint, tokens.get(level) ?? '', {});
      const menu = answer.data as Menu;
      const pages = menu.menu.flatMap((g) => (g.children ? g.children.map((c) => [c.name, g.name]) : [[g.name]]));
      for (const [page = '', group] of pages) expect(mayOpenPage(level, page.toLowerCase(), group), page).toBe(true);
      const names = menuNames(menu.menu);
      expect(names).toContain('user_mgmt');
      for (const [page, rule] of Object.entries(PAGE_PERMISSIONS)) {
        const shouldShow = rule.needs === 'read' ? mayRead(level, rule.area) : mayWrite(level, rule.area);
        expect(names.includes(page), `${page} for level ${level}`).toBe(shouldShow);
      }
    }
    const commonMenu = menuNames(
      ((await call(endpoints.find((ep) => ep.id === 'SYS-03') as Endpoint, tokens.get(5) ?? '', {})).data as Menu).menu,
    );
    expect(commonMenu).not.toContain('sys_acl');
    expect(commonMenu).not.toContain('upgrade');
    expect(commonMenu).toContain('onu_deny');
  });
});
