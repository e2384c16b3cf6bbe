import { afterEach, describe, expect, it } from 'vitest';
import { CODE, type AccessRule, type Envelope } from '@olt/protocol';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers.ts';
import { expectRefused } from '../../../test/boardHelpers.ts';

let t: TestApp;
afterEach(() => t.close());

const NOC = '192.0.2.10';
const OUTSIDER = '198.51.100.7';

/** A request from `address`: GET without a body, POST with `{ method, param }`. */
async function from(address: string, url: string, token?: string, body?: unknown) {
  const res = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    remoteAddress: address,
    headers: { ...(token ? { 'x-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, answer: res.json<Envelope>() };
}
const rule = (name: string, hostip: string, extra: Partial<AccessRule> = {}) => ({
  name,
  afi: 1,
  type: 1,
  hostip,
  macaddr: '00:11:22:33:44:55',
  access: 2,
  ...extra,
});
const add = (address: string, token: string, r: Record<string, unknown>) =>
  from(address, '/system_accesslist?form=rule_tab', token, { method: 'add', param: r });
const remove = (address: string, token: string, name: string) =>
  from(address, '/system_accesslist?form=rule_tab', token, { method: 'delete', param: { name } });

async function open(options: TestAppOptions = {}): Promise<string> {
  t = await buildTestApp(options);
  return t.signIn('root', 'admin', NOC);
}

describe('management access list (SACL-01…03)', () => {
  it('lists, adds and deletes rules, refusing bad ones with a clear error', async () => {
    const token = await open();
    expect((await from(NOC, '/system_accesslist?form=rule_tab', token)).answer.data).toEqual([]);
    expect((await add(NOC, token, rule('telnet_ops', '10.0.0.0/8', { access: 1 }))).answer.code).toBe(1);
    expect((await add(NOC, token, rule('v6_noc', '2001:db8::/32', { afi: 2, access: 3 }))).answer.code).toBe(1);
    const bad: [Record<string, unknown>, RegExp][] = [
      [rule('bad name', '10.0.0.1'), /param\.name/],
      [rule('x'.repeat(33), '10.0.0.1'), /param\.name/],
      [rule('badip', '10.0.0.300'), /hostip/],
      [rule('badprefix', '10.0.0.1/33'), /hostip/],
      [rule('wrongfamily', '2001:db8::1', { afi: 1 }), /hostip/],
      [rule('badmac', '10.0.0.1', { macaddr: '00-11-22-33-44-55' }), /param\.macaddr/],
      [rule('badaccess', '10.0.0.1', { access: 5 }), /param\.access/],
      [rule('telnet_ops', '10.0.0.1'), /already exists/],
    ];
    for (const [r, message] of bad) expectRefused((await add(NOC, token, r)).answer, message);
    expect(
      ((await from(NOC, '/system_accesslist?form=rule_tab', token)).answer.data as AccessRule[]).map((r) => r.name),
    ).toEqual(['telnet_ops', 'v6_noc']);
    expect((await remove(NOC, token, 'v6_noc')).answer.code).toBe(1);
    expectRefused((await remove(NOC, token, 'v6_noc')).answer, /no access rule named v6_noc/);
  });

  it('with a Web permit rule, refuses other addresses before sign-in, everywhere', async () => {
    const token = await open();
    // a Telnet rule alone does not decide who reaches the web service
    await add(NOC, token, rule('telnet_only', '10.0.0.0/8', { access: 1 }));
    expect((await from(OUTSIDER, '/board_info')).status).toBe(200);
    expect((await add(NOC, token, rule('noc', '192.0.2.0/24'))).answer.code).toBe(1);
    for (const url of ['/board_info', '/system_custom', '/system_captcha', '/', '/ws']) {
      const refused = await from(OUTSIDER, url);
      expect(refused.status, url).toBe(403);
      expect(refused.answer).toEqual({
        code: CODE.error,
        message: `error: the management access list does not permit ${OUTSIDER}`,
      });
    }
    const login = await from(OUTSIDER, '/userlogin?form=login', undefined, {
      method: 'set',
      param: { name: 'root', key: '0'.repeat(32) },
    });
    expect(login.status).toBe(403);
    // an address in the list gets in, and so do IPv4-mapped IPv6 spellings of it
    expect((await from(NOC, '/board_info')).status).toBe(200);
    expect((await from('::ffff:192.0.2.99', '/board_info')).status).toBe(200);
    expect((await from(NOC, '/system_accesslist?form=client', token)).answer.data).toEqual({
      address: NOC,
      enforced: 1,
      ignored: 0,
      interface: '',
    });
  });

  it('refuses a change that would lock out the address making it', async () => {
    const token = await open();
    const before = t.services.device.accessList.list();
    expectRefused(
      (await add(NOC, token, rule('elsewhere', '10.0.0.0/8'))).answer,
      /would refuse your own address 192\.0\.2\.10/,
    );
    expectRefused(
      (await add(NOC, token, rule('deny_me', '192.0.2.10', { type: 0, access: 4 }))).answer,
      /your own address/,
    );
    expect(t.services.device.accessList.list()).toEqual(before);
    await add(NOC, token, rule('noc', '192.0.2.0/24'));
    await add(NOC, token, rule('lab', '10.0.0.0/8'));
    // deleting the rule that lets the caller in is refused; deleting another is not
    expectRefused((await remove(NOC, token, 'noc')).answer, /your own address/);
    expect((await remove(NOC, token, 'lab')).answer.code).toBe(1);
    expect(t.services.device.accessList.permitsWeb('10.1.1.1')).toBe(false);
  });

  it('is ignored when the server starts with --ignore-access-list (recovery), and says so', async () => {
    const token = await open();
    await add(NOC, token, rule('noc', '192.0.2.0/24'));
    t.services.deviceConfig.save();
    const saved = t.services.device.config.export();
    await t.close();
    t = await buildTestApp({ ignoreAccessList: true });
    t.services.device.config.import(saved);
    const outsider = await t.signIn('root', 'admin', OUTSIDER);
    expect((await from(OUTSIDER, '/system_accesslist?form=client', outsider)).answer.data).toMatchObject({
      enforced: 1,
      ignored: 1,
    });
    // the outsider can now remove the list that kept everybody out
    expect((await remove(OUTSIDER, outsider, 'noc')).answer.code).toBe(1);
  });
});
