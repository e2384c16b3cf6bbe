import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, CODE, LOGIN_LOCK, type AuditEntry, type AuditPage } from '@olt/protocol';
import { buildTestApp, loginBody, postLogin, type TestApp, type TestAppOptions } from '../../test/helpers.ts';
import { expectRefused, get, post } from '../../test/boardHelpers.ts';

let t: TestApp;
let root: string;
afterEach(() => t.close());
async function open(options: TestAppOptions = {}) {
  t = await buildTestApp(options);
  root = await t.signIn('root', 'admin', '192.0.2.10');
}

const page = async (query = '', token = root) =>
  (await get<AuditPage>(t.app, `/system_audit?form=list${query}`, token)).data as AuditPage;
const rename = (hostname: string, token = root) =>
  post(t.app, '/system?form=hostname', { method: 'set', param: { hostname } }, token);

describe('audit trail (AUD-X1)', () => {
  it('records an accepted change with who, level, address, endpoint, parameters and result', async () => {
    await open();
    await rename('Audited1');
    const [entry] = (await page('&kind=change')).rows;
    expect(entry).toMatchObject({
      time_ms: t.clock.now(),
      user: 'root',
      level: 2,
      address: '127.0.0.1',
      kind: 'change',
      area: 'system',
      endpoint: 'POST /system?form=hostname set',
      endpoint_id: 'SYS-08',
      params: '{"hostname":"Audited1"}',
      result: 'ok',
      code: 1,
      message: 'success',
    } satisfies Partial<AuditEntry>);
  });

  it('records refused attempts: not permitted, bad input, a device rule, an unknown form', async () => {
    await open();
    const operator = await t.signInAs(4);
    await rename('NotAllowed', operator);
    await rename('bad name!');
    await post(t.app, '/switch_vlan', { method: 'destroy', param: { vlan_id: 1 } }, root);
    await post(t.app, '/system?form=nonsense', { method: 'set', param: {} }, root);
    const rows = (await page('&kind=change')).rows;
    expect(rows.map((r) => [r.user, r.endpoint, r.result])).toEqual([
      ['root', 'POST /system?form=nonsense set', 'failed'],
      ['root', 'POST /switch_vlan destroy', 'failed'],
      ['root', 'POST /system?form=hostname set', 'failed'],
      ['user4x', 'POST /system?form=hostname set', 'denied'],
    ]);
    expect(rows[3]?.message).toMatch(/^error: permission denied/);
    expect(rows[2]?.message).toMatch(/^error: invalid param\.hostname/);
  });

  it('records sign-ins, failed ones, lock-outs and sign-outs, with the secrets masked', async () => {
    await open();
    for (let i = 0; i < LOGIN_LOCK.failures; i++) await postLogin(t.app, loginBody('root', 'wrong1'), '203.0.113.5');
    await post(t.app, '/userlogin?form=logout', { method: 'set', param: { name: 'root' } }, root);
    // root's session ended with the sign-out: read the store directly
    const { rows } = t.services.audit.page({ user: 'root' }, 1, 50);
    const kinds = rows.map((r) => `${r.kind}:${r.result}`);
    expect(kinds[0]).toBe('logout:ok');
    expect(kinds).toContain('lockout:denied');
    expect(kinds.filter((k) => k === 'login:failed')).toHaveLength(LOGIN_LOCK.failures);
    expect(kinds.at(-1)).toBe('login:ok');
    const failed = rows.find((r) => r.result === 'failed');
    expect(failed).toMatchObject({ address: '203.0.113.5', level: 2, code: CODE.illegal });
    expect(failed?.params).toBe('{"name":"root","key":"***","value":"***"}');
  });

  it('filters by user, area, result, kind and time, and pages on the server', async () => {
    await open();
    for (let i = 0; i < 7; i++) {
      await rename(`Host${i}`);
      t.clock.advance(60_000);
    }
    const operator = await t.signInAs(4);
    await rename('Nope1', operator);
    expect((await page('&user=root&kind=change')).total).toBe(7);
    expect((await page('&result=denied')).rows.map((r) => r.user)).toEqual(['user4x']);
    expect((await page('&area=system&kind=change')).total).toBe(8);
    expect((await page('&area=onu')).total).toBe(0);
    const start = Math.floor(t.services.audit.page({ kind: 'change' }, 1, 100).rows.at(-1)!.time_ms / 1000);
    expect((await page(`&kind=change&since=${start + 120}&until=${start + 300}`)).total).toBe(3);
    const second = await page('&kind=change&page=2&page_size=3');
    expect(second).toMatchObject({ total: 8, page: 2, page_size: 3 });
    expect(second.rows.map((r) => JSON.parse(r.params) as unknown)).toEqual([
      { hostname: 'Host4' },
      { hostname: 'Host3' },
      { hostname: 'Host2' },
    ]);
  });

  it('refuses bad filters with a clear error', async () => {
    await open();
    for (const query of [
      '&page=0',
      '&page_size=501',
      '&area=kitchen',
      '&result=maybe',
      '&since=-1',
      '&since=12abc',
      '&user=' + 'x'.repeat(17),
    ]) {
      expectRefused(await get(t.app, `/system_audit?form=list${query}`, root), /query/);
    }
  });

  it('exports the filtered entries as CSV, quoting fields and defusing formulas', async () => {
    await open();
    await t.services.users.create({ name: 'quote', level: 3, maxLogins: 1 }, 'a'.repeat(32));
    await rename('Csv1');
    await post(t.app, '/board?info=setting_board', { param: { name: '=HYPERLINK("x"),"y"' } }, root);
    const res = await t.app.inject({
      method: 'GET',
      url: '/system_audit?form=csv&kind=change',
      headers: { 'x-token': root },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{14}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"{""name"":""=HYPERLINK(\\""x\\""),\\""y\\""""}"');
    expect(lines[2]).toContain(',SYS-08,"{""hostname"":""Csv1""}",ok,1,success');
    // a common user reads no audit trail, not even as CSV
    const common = await t.signInAs(5);
    expect((await get(t.app, '/system_audit?form=csv', common)).message).toMatch(/permission denied/);
  });

  it('keeps entries by count and by age', async () => {
    await open({ auditMaxRows: 5, auditMaxAgeDays: 30 });
    for (let i = 0; i < 10; i++) await rename(`Keep${i}`);
    t.services.audit.prune();
    expect((await page()).total).toBe(5);
    t.clock.advance(31 * 24 * 60 * 60_000);
    root = await t.signIn();
    await rename('Fresh1');
    t.services.audit.flush();
    expect((await page('&kind=change')).rows.map((r) => r.params)).toEqual(['{"hostname":"Fresh1"}']);
    expect((await page()).total).toBe(2);
  });

  it('never fails or holds up a change when the audit cannot be written, and keeps the entry until it can', async () => {
    await open();
    t.services.db.exec('ALTER TABLE audit RENAME TO audit_away');
    expect(await rename('Written1')).toEqual({ code: 1, message: 'success' });
    expect(t.services.device.chassis.hostname()).toBe('Written1');
    await new Promise((r) => setImmediate(r));
    t.services.db.exec('ALTER TABLE audit_away RENAME TO audit');
    expect((await page('&kind=change')).rows[0]?.params).toBe('{"hostname":"Written1"}');
  });
});
