import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnuTableRow, TOKEN_CHECK_FAILED, type OnuRow, type VlanRow } from '@olt/protocol';
import {
  LOGIN_BODY,
  PYTHON_REQUESTS_HEADERS,
  api,
  rawHeader,
  scriptSignIn,
  send,
  startFieldServer,
  type FieldServer,
} from './fieldClient.ts';

/** api.md §8, "What they send": requests as billing systems, monitors and bots write them, against the real server. */
let server: FieldServer;
let token: string;
const SUCCESS = { code: 1, message: 'success' };
const notInteger = (field: string) => ({
  code: 2,
  message: `error: invalid ${field}: expected an integer or its decimal text`,
});

beforeAll(async () => {
  server = await startFieldServer();
  token = await scriptSignIn(server.http);
}, 30_000);
afterAll(() => server.stop());

const vlans = async () => (await api(server.http, token, '/vlantable')).data as VlanRow[];
const firstOnu = async () => ((await api(server.http, token, '/onu_allow_list?port_id=1')).data as OnuRow[])[0]!;

describe('§8.2 any Content-Type: the body is read as JSON', () => {
  it.each([
    ['none (python-requests data=)', undefined],
    ['application/json', 'application/json'],
    ['application/json;charset=UTF-8', 'application/json;charset=UTF-8'],
    ['text/plain', 'text/plain'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
  ])('signs in with %s', async (_name, type) => {
    const answer = await send(`${server.http}/userlogin?form=login`, {
      method: 'POST',
      headers: { ...PYTHON_REQUESTS_HEADERS, ...(type ? { 'Content-Type': type } : {}) },
      body: LOGIN_BODY,
    });
    expect(answer.text).toBe('{"code":1,"message":"success"}');
    expect(rawHeader(answer, 'X-Token')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers a body that is not JSON, or multipart on an API call, with a clear error', async () => {
    const form = 'method=set&name=root';
    const type = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect(await api(server.http, token, '/system_save', form, { headers: type })).toEqual({
      code: 2,
      message: 'error: the body is not JSON',
    });
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };
    expect(await api(server.http, token, '/system_save', '--x--\r\n', { headers: multipart })).toEqual({
      code: 2,
      message: 'error: multipart is for uploads; send the body as JSON',
    });
  });
});

describe('§8.1 numbers as text', () => {
  it('renames an ONU sent with every id and flag as text, and answers numbers', async () => {
    const onu = await firstOnu();
    const param = { port_id: '1', onu_id: String(onu.onu_id), flags: '8', onu_name: 'billing-7', onu_desc: 'paid' };
    expect(await api(server.http, token, '/onumgmt?form=config', { method: 'set', param })).toEqual(SUCCESS);
    const detail = await api(server.http, token, `/onumgmt?form=base-info&port_id=1&onu_id=${onu.onu_id}`);
    expect(detail.data).toMatchObject({ port_id: 1, onu_id: onu.onu_id, onu_name: 'billing-7', onu_desc: 'paid' });
  });

  it('takes "0" and "4094" where they are in range', async () => {
    expect(await api(server.http, token, '/switch_port?form=nostatistic&port_id=0')).toEqual(SUCCESS);
    const create = { method: 'create', param: { vlanid_s: '4094', vlanid_e: '4094' } };
    expect(await api(server.http, token, '/switch_vlanlist', create)).toEqual(SUCCESS);
    expect((await vlans()).find((v) => v.vlan_id === 4094)).toMatchObject({ vlan_id: 4094 });
  });

  it('refuses garbage and numbers out of range with a clear error, changing nothing', async () => {
    const before = await vlans();
    const refusals: unknown[] = [];
    for (const bad of ['', ' ', '1.5', '0x10', '1e3', 'abc', ' 7', '4095', '0', true, null, [7]]) {
      const param = { vlanid_s: bad, vlanid_e: '700' };
      refusals.push(await api(server.http, token, '/switch_vlanlist', { method: 'create', param }));
    }
    const notInt = notInteger('param.vlanid_s');
    const outside = { code: 2, message: 'error: invalid param.vlanid_s: must be an integer from 1 to 4094' };
    expect(refusals).toEqual([...Array<unknown>(7).fill(notInt), outside, outside, notInt, notInt, notInt]);
    const onu = await firstOnu();
    const rename = { port_id: '1', onu_id: `${onu.onu_id}.0`, flags: '8', onu_name: 'garbage' };
    expect(await api(server.http, token, '/onumgmt?form=config', { method: 'set', param: rename })).toEqual(
      notInteger('param.onu_id'),
    );
    expect(await api(server.http, token, '/onu_allow_list?port_id=0x1')).toEqual(notInteger('query.port_id'));
    expect(await vlans()).toEqual(before);
    expect((await firstOnu()).onu_name).toBe(onu.onu_name);
  });
});

describe('§8.3 POST where the console uses GET', () => {
  it('saves with POST /system_save, with the set body or an empty one', async () => {
    const state = () => api(server.http, token, '/system_save?form=state');
    await api(server.http, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Billing-OLT' } });
    expect(await state()).toEqual({ ...SUCCESS, data: { unsaved: 1 } });
    expect(await api(server.http, token, '/system_save', { method: 'set', param: {} })).toEqual(SUCCESS);
    expect(await state()).toEqual({ ...SUCCESS, data: { unsaved: 0 } });
    expect(await api(server.http, token, '/system_save', '')).toEqual(SUCCESS);
    expect(await api(server.http, token, '/switch_port?form=nostatistic&port_id=9', '')).toEqual(SUCCESS);
  });

  it('keeps the session check and the verb check on the POST form', async () => {
    const save = await send(`${server.http}/system_save`, { method: 'POST', body: '{"method":"set","param":{}}' });
    expect(save.json()).toEqual({ code: 0, message: TOKEN_CHECK_FAILED });
    expect(await api(server.http, token, '/system_save', { method: 'delete', param: {} })).toEqual({
      code: 2,
      message: 'error: unknown method "delete"',
    });
    // public like its GET: a script polls it while the device reboots
    expect((await send(`${server.http}/system_start`, { method: 'POST' })).json()).toEqual(SUCCESS);
  });
});

describe('§8.5 extra query parameters and §8.6 reads without the prepare step', () => {
  it('ignores cache-busters and parameters the device does not use', async () => {
    const plain = await api(server.http, token, '/board?info=system');
    expect(await api(server.http, token, '/board?info=system&t=1732000000000&_=1&lang=en')).toEqual(plain);
    expect(await api(server.http, token, '/system_save?form=state&t=1732000000000')).toEqual({
      ...SUCCESS,
      data: { unsaved: 0 },
    });
    expect((await send(`${server.http}/system_start?t=1732000000000`)).json()).toEqual(SUCCESS);
    // and on the routes outside the envelope: files, the reference
    for (const path of ['/openapi.json', '/api-docs', '/login_logo.png', '/oltconfigtmp.txt']) {
      const [bare, busted] = [await send(server.http + path), await send(`${server.http}${path}?t=1732000000000`)];
      expect([busted.status, busted.text], path).toEqual([bare.status, bare.text]);
    }
  });

  it('answers /onutable and /vlantable without the prepare call', async () => {
    const onus = await api(server.http, token, '/onutable?t=1');
    expect(onus).toMatchObject(SUCCESS);
    expect(OnuTableRow.array().min(1).safeParse(onus.data).success).toBe(true);
    const table = await vlans();
    expect(table.map((v) => v.vlan_id)).toContain(1);
    expect(await api(server.http, token, '/switch_vlan')).toEqual(SUCCESS);
    expect(await vlans()).toEqual(table);
  });
});
