import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { DenyRow, ONU_STATUSES, OnuDetail, OnuRow, OnuTableRow, OpticalReading, onuSearch } from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { NUMERIC_TEXT, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const CFG = '/onu_allow_list?form=onucfg';
const BATCH = '/onu_allow_list?form=batch';
/** A GE port: a valid port id of the device, but not a PON. */
const GE_PORT = 9;

const list = async (portId: number) => z.array(OnuRow).parse((await s.read(`/onu_allow_list?port_id=${portId}`)).data);
const table = async () => z.array(OnuTableRow).parse((await s.read('/onutable')).data);
const denyList = async (portId: number) =>
  z.array(DenyRow).parse((await s.read(`/onu_deny_list?port_id=${portId}`)).data);
const detail = async (portId: number, onuId: number) =>
  OnuDetail.parse((await s.read(`/onumgmt?form=base-info&port_id=${portId}&onu_id=${onuId}`)).data);
const search = async (query: string) => onuSearch.data.parse((await s.read(`/onutable?form=search&${query}`)).data);

function find(portId: number, status: string): OnuRow {
  const onu = s.olt.onus.list(portId).find((o) => o.status === status);
  if (!onu) throw new Error(`the seeded PON${portId} has no ${status} ONU`);
  return onu;
}
function findAnywhere(status: string): OnuRow {
  const onu = s.olt.onus.table().find((o) => o.status === status);
  if (!onu) throw new Error(`the seeded device has no ${status} ONU`);
  return onu;
}
/** An ONU id not present on the PON. */
const freeId = (portId: number): number => {
  const ids = new Set(s.olt.onus.ids(portId));
  return Array.from({ length: 64 }, (_, i) => i + 1).find((id) => !ids.has(id)) ?? 64;
};

function expectWireRow(row: OnuRow): void {
  expect(typeof row.onu_id).toBe('number');
  expect(typeof row.port_id).toBe('number');
  expect(row.receive_power).toMatch(NUMERIC_TEXT);
  expect(ONU_STATUSES).toContain(row.status);
  expect([0, 1]).toContain(row.auth_state);
}

describe('ONU allow list of one PON (ONU-01)', () => {
  it('answers the PON’s ONUs in the wire shape', async () => {
    const rows = await list(1);
    expect(rows.length).toBeGreaterThan(30);
    rows.forEach(expectWireRow);
    expect(rows.every((r) => r.port_id === 1)).toBe(true);
    expect(rows).toEqual(s.olt.onus.list(1));
    expect(rows.some((r) => /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(r.register_time))).toBe(true);
  });

  it('refuses ids that are not PON ports of this device, and malformed ids', async () => {
    expectRefused(await s.read(`/onu_allow_list?port_id=${GE_PORT}`), /^error: port 9 is not a PON port$/);
    for (const id of ['0', '999', '-1', '2.5', 'abc', '', '0x1', 'true'])
      expectRefused(await s.read(`/onu_allow_list?port_id=${id}`));
    expectRefused(await s.read('/onu_allow_list?port_id=1&port_id=2'));
  });
});

describe('all PONs: prepare, then /onutable (ONU-02, ONU-03)', () => {
  it('answers the prepare step with code 1 and no data, then every ONU with its splitter', async () => {
    expect(await s.read('/onu_allow_list')).toEqual({ code: 1, message: 'success' });
    const rows = await table();
    const ponIds = [1, 2, 3, 4, 5, 6, 7, 8];
    for (const portId of ponIds) {
      const onPon = rows.filter((r) => r.port_id === portId).length;
      expect(onPon, `PON${portId}`).toBeGreaterThanOrEqual(38);
      expect(onPon, `PON${portId}`).toBeLessThanOrEqual(48);
    }
    expect(rows.length).toBeGreaterThan(8 * 38);
    rows.forEach(expectWireRow);
    for (const row of rows) expect(typeof row.parent).toBe('number');
    expect(rows.filter((r) => r.parent > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('answers a change made after an earlier read (the serialised table is rebuilt)', async () => {
    const before = await table();
    const target = before[3] as OnuTableRow;
    expect(
      (
        await s.write('/onumgmt?form=config', 'set', {
          port_id: target.port_id,
          onu_id: target.onu_id,
          flags: 8,
          onu_name: 'renamed-1',
          onu_desc: '',
        })
      ).code,
    ).toBe(1);
    const after = await table();
    expect(after.find((r) => r.port_id === target.port_id && r.onu_id === target.onu_id)?.onu_name).toBe('renamed-1');
    expect(after.length).toBe(before.length);
  });

  it('answers gzip to clients that take it, always for the current data, and plain JSON to those that do not', async () => {
    const fetchTable = (encoding?: string) =>
      s.app.inject({
        method: 'GET',
        url: '/onutable',
        headers: { 'X-Token': s.token, ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
      });
    const plain = await fetchTable();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const zipped = await fetchTable('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    const target = plain.json<{ data: OnuTableRow[] }>().data[5] as OnuTableRow;
    await s.write('/onumgmt?form=config', 'set', {
      port_id: target.port_id,
      onu_id: target.onu_id,
      flags: 8,
      onu_name: 'after-zip',
      onu_desc: '',
    });
    const again = JSON.parse(gunzipSync((await fetchTable('gzip')).rawPayload).toString()) as { data: OnuTableRow[] };
    expect(again.data.find((r) => r.port_id === target.port_id && r.onu_id === target.onu_id)?.onu_name).toBe(
      'after-zip',
    );
    expect((await fetchTable('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('needs a session', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/onutable' });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});

describe('ONU search over every PON (ONU-X1)', () => {
  it('finds an ONU on another PON by a MAC fragment, with or without colons', async () => {
    const target = s.olt.onus.list(5)[7] as OnuRow;
    const fragment = target.macaddr.slice(-8);
    const found = await search(`text=${encodeURIComponent(fragment.toUpperCase())}`);
    expect(found.rows.map((r) => [r.port_id, r.onu_id])).toContainEqual([5, target.onu_id]);
    expect(found.total).toBe(found.rows.length);
    const bare = await search(`text=${target.macaddr.replaceAll(':', '').slice(-6)}`);
    expect(bare.rows.map((r) => r.macaddr)).toContain(target.macaddr);
  });

  it('finds an ONU by the name the operator gave it', async () => {
    const target = s.olt.onus.list(7)[3] as OnuRow;
    expect(
      (
        await s.write('/onumgmt?form=config', 'set', {
          port_id: 7,
          onu_id: target.onu_id,
          flags: 0x8,
          onu_name: 'LobbyAP',
          onu_desc: '',
        })
      ).code,
    ).toBe(1);
    const found = await search('text=lobbyap');
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ port_id: 7, onu_id: target.onu_id, onu_name: 'LobbyAP' });
  });

  it('filters by status, type and PON and pages the result', async () => {
    const offline = await search('status=offline');
    expect(offline.total).toBeGreaterThan(0);
    expect(offline.rows.every((r) => r.status !== 'Online')).toBe(true);
    const online = await search('status=online');
    expect(online.total + offline.total).toBe(s.olt.onus.table().length);
    const unauth = await search('status=Unauth&port_id=2');
    expect(unauth.rows.every((r) => r.status === 'Unauth' && r.port_id === 2)).toBe(true);
    const hgu = await search('dev_type=HGU');
    expect(hgu.rows.every((r) => r.dev_type === 'HGU')).toBe(true);
    const page = await search('offset=10&limit=5');
    expect(page.rows).toEqual(s.olt.onus.table().slice(10, 15));
    expect(page.total).toBe(s.olt.onus.table().length);
  });

  it('answers the unfiltered search (the ONU table’s first read) as /onutable, and a change made after it', async () => {
    for (const query of ['limit=4096', '', 'text=%20%20&offset=0']) {
      const whole = await search(query);
      expect(whole.rows, query).toEqual(await table());
      expect(whole.total, query).toBe(whole.rows.length);
    }
    const all = s.olt.onus.table().length;
    expect((await search(`limit=${all - 1}`)).rows).toHaveLength(all - 1);
    const target = (await search('limit=4096')).rows[9] as OnuTableRow;
    await s.write('/onumgmt?form=config', 'set', {
      port_id: target.port_id,
      onu_id: target.onu_id,
      flags: 8,
      onu_name: 'after-search',
      onu_desc: '',
    });
    const after = await search('limit=4096');
    expect(after.rows.find((r) => r.port_id === target.port_id && r.onu_id === target.onu_id)?.onu_name).toBe(
      'after-search',
    );
  });

  it('refuses bad filters', async () => {
    for (const q of [
      'status=up',
      'dev_type=ONT',
      'limit=0',
      'limit=x',
      'offset=-1',
      'port_id=0',
      `text=${'a'.repeat(65)}`,
    ]) {
      expectRefused(await s.read(`/onutable?form=search&${q}`));
    }
    expectRefused(await s.read(`/onutable?form=search&port_id=${GE_PORT}`), /not a PON port/);
  });
});

describe('adding an ONU by hand (ONU-05)', () => {
  it('adds it with the lowest free id when onu_id is 0, auth_state given as text', async () => {
    const id = freeId(4);
    const answer = await s.write(CFG, 'add', {
      port_id: 4,
      onu_id: 0,
      macaddr: '38:3A:21:AA:00:01',
      auth_state: '1',
      onu_type: '',
      onu_desc: 'shop',
    });
    expect(answer).toEqual({ code: 1, message: 'success' });
    const row = (await list(4)).find((r) => r.onu_id === id);
    expect(row).toMatchObject({ macaddr: '38:3a:21:aa:00:01', auth_state: 1, status: 'Initial' });
  });

  it('refuses bad MACs, taken ids and MACs, deny-listed MACs and non-PON ports, and adds nothing', async () => {
    const before = await list(4);
    const taken = before[0] as OnuRow;
    const denied = (await denyList(1))[0] as DenyRow;
    const add = (param: object) =>
      s.write(CFG, 'add', { port_id: 4, onu_id: 0, macaddr: '38:3a:21:aa:00:02', auth_state: 0, ...param });
    expectRefused(await add({ macaddr: denied.macaddr }), /deny list/);
    expectRefused(await add({ macaddr: taken.macaddr }), /already/);
    expectRefused(await add({ onu_id: taken.onu_id }), /already exists/);
    for (const macaddr of [
      'ff:ff:ff:ff:ff:ff',
      '00:00:00:00:00:00',
      '01:00:5e:00:00:00',
      '38:3a:21:aa:00',
      'zz:3a:21:aa:00:02',
      42,
    ]) {
      expectRefused(await add({ macaddr }));
    }
    expectRefused(await add({ onu_id: 65 }));
    expectRefused(await add({ auth_state: 2 }));
    expectRefused(await add({ auth_state: true }));
    expectRefused(await add({ port_id: GE_PORT }), /not a PON port/);
    expectRefused(await add({ port_id: 0 }));
    expectRefused(await add({ port_id: '4.0' }));
    expect(await list(4)).toEqual(before);
  });
});

describe('authorising an ONU (ONU-06)', () => {
  it('authorises an online unauthorised ONU on a manual PON', async () => {
    const onu = find(2, 'Unauth');
    const answer = await s.write(CFG, 'set', {
      port_id: 2,
      onu_id: onu.onu_id,
      macaddr: onu.macaddr,
      auth_state: 1,
      onu_type: '',
      onu_desc: '',
    });
    expect(answer.code).toBe(1);
    expect((await list(2)).find((r) => r.onu_id === onu.onu_id)).toMatchObject({ auth_state: 1, status: 'Online' });
  });

  it('refuses an offline ONU, an unknown one and a wrong MAC, and changes nothing', async () => {
    const offline = findAnywhere('Offline');
    const before = await table();
    const set = (param: object) => s.write(CFG, 'set', { auth_state: 0, ...param });
    expectRefused(await set({ port_id: offline.port_id, onu_id: offline.onu_id }), /offline/);
    const ghost = freeId(1);
    expectRefused(
      await set({ port_id: 1, onu_id: ghost, auth_state: 1 }),
      new RegExp(`^error: ONU ONU01/${String(ghost).padStart(2, '0')} does not exist$`),
    );
    const online = find(1, 'Online');
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, macaddr: '38:3a:21:00:00:99' }), /MAC/);
    expectRefused(await set({ port_id: 1, onu_id: 65 }));
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, auth_state: 'yes' }));
    expectRefused(await set({ port_id: GE_PORT, onu_id: 1 }), /not a PON port/);
    expect(await table()).toEqual(before);
  });
});

describe('deleting and rejecting ONUs (ONU-07…10)', () => {
  it('deletes one ONU', async () => {
    const onu = find(3, 'Online');
    expect((await s.write(CFG, 'delete', { port_id: 3, onu_id: onu.onu_id, macaddr: onu.macaddr })).code).toBe(1);
    expect((await list(3)).map((r) => r.onu_id)).not.toContain(onu.onu_id);
  });

  it('rejects one ONU to the PON’s deny list', async () => {
    const onu = find(3, 'Online');
    expect((await s.write(CFG, 'reject', { port_id: 3, onu_id: onu.onu_id, macaddr: onu.macaddr })).code).toBe(1);
    expect((await list(3)).map((r) => r.onu_id)).not.toContain(onu.onu_id);
    expect((await denyList(3)).map((r) => r.macaddr)).toContain(onu.macaddr);
  });

  it('deletes and rejects several in one batch', async () => {
    const [a, b, c, d] = (await list(5)).map((r) => r.onu_id) as [number, number, number, number];
    expect((await s.write(BATCH, 'delete', { port_id: 5, onu_id: [a, b], macaddr: '' })).code).toBe(1);
    expect((await s.write(BATCH, 'reject', { port_id: 5, onu_id: [c, d], macaddr: '' })).code).toBe(1);
    const left = (await list(5)).map((r) => r.onu_id);
    for (const id of [a, b, c, d]) expect(left).not.toContain(id);
    expect((await denyList(5)).length).toBe(2);
  });

  it('refuses unknown ONUs, a wrong MAC and a batch with an unknown id, and removes nothing', async () => {
    const before = await list(5);
    const known = (before[0] as OnuRow).onu_id;
    const ghost = freeId(5);
    expectRefused(await s.write(CFG, 'delete', { port_id: 5, onu_id: ghost }), /does not exist/);
    expectRefused(await s.write(CFG, 'reject', { port_id: 5, onu_id: ghost }), /does not exist/);
    expectRefused(await s.write(CFG, 'delete', { port_id: 5, onu_id: known, macaddr: '38:3a:21:00:00:99' }), /MAC/);
    expectRefused(await s.write(BATCH, 'delete', { port_id: 5, onu_id: [known, ghost] }), /does not exist/);
    expectRefused(await s.write(BATCH, 'reject', { port_id: 5, onu_id: [known, ghost] }), /does not exist/);
    expectRefused(await s.write(BATCH, 'delete', { port_id: 5, onu_id: [known, known] }), /twice/);
    expectRefused(await s.write(BATCH, 'delete', { port_id: 5, onu_id: [] }));
    expectRefused(await s.write(BATCH, 'delete', { port_id: 5, onu_id: known }));
    expectRefused(await s.write(BATCH, 'delete', { port_id: 5, onu_id: [65] }));
    expectRefused(await s.write(CFG, 'delete', { port_id: GE_PORT, onu_id: 1 }), /not a PON port/);
    expectRefused(await s.write(CFG, 'remove', { port_id: 5, onu_id: known }), /unknown method/);
    expect(await list(5)).toEqual(before);
    expect(await denyList(5)).toEqual([]);
  });
});

describe('ONU display order (ONU-11)', () => {
  it('takes the PON’s ids in a new order', async () => {
    const ids = (await list(6)).map((r) => r.onu_id).reverse();
    expect((await s.write('/onu_allow_list?form=sort', 'set', { port_id: 6, onulist: ids })).code).toBe(1);
    expect((await list(6)).map((r) => r.onu_id)).toEqual(ids);
  });

  it('refuses a list that is not exactly the PON’s ids, and keeps the order', async () => {
    const before = await list(6);
    const ids = before.map((r) => r.onu_id);
    const sort = (onulist: unknown) => s.write('/onu_allow_list?form=sort', 'set', { port_id: 6, onulist });
    expectRefused(await sort(ids.slice(1)), /exactly/);
    expectRefused(await sort([...ids.slice(1), freeId(6)]), /exactly/);
    expectRefused(await sort([...ids.slice(1), ids[1]]), /twice/);
    expectRefused(await sort('1,2,3'));
    expect(await list(6)).toEqual(before);
  });
});

describe('deny list (ONU-12…15)', () => {
  it('lists a PON’s deny list in the wire shape', async () => {
    const rows = await denyList(1);
    expect(rows.length).toBe(1);
    expect(typeof rows[0]?.onu_id).toBe('number');
    expect(typeof rows[0]?.retry).toBe('number');
    expect(await denyList(4)).toEqual([]);
    expectRefused(await s.read(`/onu_deny_list?port_id=${GE_PORT}`), /not a PON port/);
    expectRefused(await s.read('/onu_deny_list?port_id=0'));
  });

  it('adds a MAC and deletes entries one at a time and in a batch', async () => {
    const url = '/onu_deny_list?form=onucfg';
    expect((await s.write(url, 'add', { port_id: 4, macaddr: '38:3A:21:BB:00:01', reason: 'stolen' })).code).toBe(1);
    expect((await s.write(url, 'add', { port_id: 4, macaddr: '38:3a:21:bb:00:02' })).code).toBe(1);
    expect((await s.write(url, 'add', { port_id: 4, macaddr: '38:3a:21:bb:00:03', reason: '' })).code).toBe(1);
    const rows = await denyList(4);
    expect(rows.map((r) => r.macaddr)).toEqual(['38:3a:21:bb:00:01', '38:3a:21:bb:00:02', '38:3a:21:bb:00:03']);
    expect(rows[0]).toMatchObject({ reason: 'stolen', retry: 0 });
    const [first, second, third] = rows as [DenyRow, DenyRow, DenyRow];
    expect((await s.write(url, 'delete', { port_id: 4, onu_id: first.onu_id, macaddr: first.macaddr })).code).toBe(1);
    expect(
      (await s.write('/onu_deny_list?form=batch', 'delete', { port_id: 4, onu_id: [second.onu_id, third.onu_id] }))
        .code,
    ).toBe(1);
    expect(await denyList(4)).toEqual([]);
  });

  it('refuses a MAC in the allow list or already denied, unknown entries and bad MACs, and changes nothing', async () => {
    const url = '/onu_deny_list?form=onucfg';
    const before = await denyList(1);
    const denied = before[0] as DenyRow;
    const allowed = (await list(1))[0] as OnuRow;
    expectRefused(await s.write(url, 'add', { port_id: 1, macaddr: allowed.macaddr }), /allow list/);
    expectRefused(await s.write(url, 'add', { port_id: 1, macaddr: denied.macaddr }), /already in the deny list/);
    expectRefused(await s.write(url, 'add', { port_id: 1, macaddr: 'not-a-mac' }));
    // no ONU has a broadcast, multicast or all-zero MAC
    for (const macaddr of ['ff:ff:ff:ff:ff:ff', '01:00:5e:00:00:01', '00:00:00:00:00:00'])
      expectRefused(await s.write(url, 'add', { port_id: 1, macaddr }), /unicast/);
    expectRefused(await s.write(url, 'add', { port_id: GE_PORT, macaddr: '38:3a:21:bb:00:09' }), /not a PON port/);
    expectRefused(await s.write(url, 'delete', { port_id: 1, onu_id: 40 }), /does not exist/);
    expectRefused(await s.write(url, 'delete', { port_id: 1, onu_id: denied.onu_id, macaddr: '38:3a:21:bb:00:09' }));
    expectRefused(
      await s.write('/onu_deny_list?form=batch', 'delete', { port_id: 1, onu_id: [denied.onu_id, 40] }),
      /does not exist/,
    );
    expectRefused(await s.write('/onu_deny_list?form=batch', 'delete', { port_id: 1, onu_id: [0] }));
    expect(await denyList(1)).toEqual(before);
  });
});

describe('one ONU: base info, FEC and optics (ONU-19, ONU-20, ONU-22)', () => {
  it('answers the details with auth_state as TRUE/FALSE and numeric ids', async () => {
    const onu = find(1, 'Online');
    const info = await detail(1, onu.onu_id);
    expect(info).toMatchObject({
      port_id: 1,
      onu_id: onu.onu_id,
      macaddr: onu.macaddr,
      auth_state: 'TRUE',
      status: 'Online',
    });
    expect(typeof info.llid).toBe('number');
    expect(info.rtt).toMatch(/^\d+$/);
    const unauth = find(2, 'Unauth');
    expect((await detail(2, unauth.onu_id)).auth_state).toBe('FALSE');
  });

  it('answers the FEC mode as 0 or 1', async () => {
    const onu = find(1, 'Online');
    const { data } = await s.read<{ fec_mode: number }>(`/onumgmt?form=config&port_id=1&onu_id=${onu.onu_id}`);
    expect(data).toEqual({ fec_mode: 0 });
  });

  it('answers an online ONU’s optical readings as text with units', async () => {
    const onu = find(1, 'Online');
    const reading = OpticalReading.parse(
      (await s.read(`/onumgmt?form=optical-diagnose&port_id=1&onu_id=${onu.onu_id}`)).data,
    );
    expect(reading.receive_power).toMatch(/^-?\d+\.\d+ dBm$/);
    expect(reading.work_temprature).toMatch(/^-?\d+(\.\d+)? C$/);
    expect(reading.work_voltage).toMatch(/ V$/);
  });

  it('refuses bad ids, unknown ONUs, non-PON ports and the optics of an offline ONU', async () => {
    const offline = findAnywhere('Offline');
    for (const form of ['base-info', 'config', 'optical-diagnose']) {
      expectRefused(await s.read(`/onumgmt?form=${form}&port_id=1&onu_id=65`));
      expectRefused(await s.read(`/onumgmt?form=${form}&port_id=1&onu_id=0`));
      expectRefused(await s.read(`/onumgmt?form=${form}&port_id=1`));
      expectRefused(await s.read(`/onumgmt?form=${form}&port_id=1&onu_id=${freeId(1)}`), /does not exist/);
      expectRefused(await s.read(`/onumgmt?form=${form}&port_id=${GE_PORT}&onu_id=1`), /not a PON port/);
    }
    expectRefused(
      await s.read(`/onumgmt?form=optical-diagnose&port_id=${offline.port_id}&onu_id=${offline.onu_id}`),
      /offline/,
    );
  });
});

describe('ONU settings and actions by flags (ONU-21)', () => {
  const url = '/onumgmt?form=config';
  const row = async (portId: number, onuId: number) => (await list(portId)).find((r) => r.onu_id === onuId) as OnuRow;

  it('renames with white space removed, and describes', async () => {
    const onu = find(1, 'Online');
    expect(
      (
        await s.write(url, 'set', {
          port_id: 1,
          onu_id: onu.onu_id,
          flags: 0x8,
          onu_name: ' Flat 3 B ',
          onu_desc: 'third floor',
        })
      ).code,
    ).toBe(1);
    expect(await detail(1, onu.onu_id)).toMatchObject({ onu_name: 'Flat3B', onu_desc: 'third floor' });
    expect(
      (await s.write(url, 'set', { port_id: 1, onu_id: onu.onu_id, flags: 0x8, onu_name: '', onu_desc: '' })).code,
    ).toBe(1);
    expect((await detail(1, onu.onu_id)).onu_name).toBe(`ONU01/${String(onu.onu_id).padStart(2, '0')}`);
  });

  it('sets FEC, and reboots an online ONU, which goes down', async () => {
    const onu = find(1, 'Online');
    expect((await s.write(url, 'set', { port_id: 1, onu_id: onu.onu_id, flags: 0x4, fec_mode: 1 })).code).toBe(1);
    expect((await s.read(`/onumgmt?form=config&port_id=1&onu_id=${onu.onu_id}`)).data).toEqual({ fec_mode: 1 });
    expect((await s.write(url, 'set', { port_id: 1, onu_id: onu.onu_id, flags: 0x1, fec_mode: 1 })).code).toBe(1);
    expect((await row(1, onu.onu_id)).status).not.toBe('Online');
  });

  it('applies several bits of one request together: name, FEC and a reboot', async () => {
    const onu = find(4, 'Online');
    const answer = await s.write(url, 'set', {
      port_id: 4,
      onu_id: onu.onu_id,
      flags: 0x8 | 0x4 | 0x1,
      fec_mode: 1,
      onu_name: 'Kiosk',
      onu_desc: 'bus stop',
    });
    expect(answer.code).toBe(1);
    expect(await detail(4, onu.onu_id)).toMatchObject({ onu_name: 'Kiosk', onu_desc: 'bus stop' });
    expect((await s.read(`/onumgmt?form=config&port_id=4&onu_id=${onu.onu_id}`)).data).toEqual({ fec_mode: 1 });
    expect((await row(4, onu.onu_id)).status).not.toBe('Online');
  });

  it('switches the transmitter off for a while', async () => {
    const onu = find(1, 'Online');
    expect((await s.write(url, 'set', { port_id: 1, onu_id: onu.onu_id, flags: 0x200, txsupply_time: 600 })).code).toBe(
      1,
    );
    expect(await row(1, onu.onu_id)).toMatchObject({ status: 'Offline', last_down_reason: 'Laser out' });
  });

  it('refuses an offline ONU’s reboot and any request with one bad part, changing nothing', async () => {
    const offline = findAnywhere('Offline');
    const online = find(1, 'Online');
    const before = await table();
    const set = (param: object) => s.write(url, 'set', param);
    expectRefused(
      await set({ port_id: offline.port_id, onu_id: offline.onu_id, flags: 0x1, fec_mode: 1 }),
      /offline ONU cannot be restarted/,
    );
    expectRefused(
      await set({
        port_id: offline.port_id,
        onu_id: offline.onu_id,
        flags: 0x8 | 0x1,
        onu_name: 'Renamed',
        onu_desc: '',
      }),
    );
    expectRefused(
      await set({ port_id: 1, onu_id: online.onu_id, flags: 0x8 | 0x4, onu_name: 'Fine', onu_desc: '', fec_mode: 3 }),
    );
    expectRefused(
      await set({ port_id: 1, onu_id: online.onu_id, flags: 0x8, onu_name: 'ABCDEFGHIJKLMNOPQ', onu_desc: '' }),
      /onu_name/,
    );
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: 0x8, onu_name: 'x' }), /onu_desc/);
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: 0x200 }), /txsupply_time/);
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: 0x200, txsupply_time: 65536 }));
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: 0x10 }), /flags/);
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: 0 }));
    // numbers as decimal text are taken (api.md §8.1), never other text
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: '0x1' }));
    expectRefused(await set({ port_id: 1, onu_id: online.onu_id, flags: '' }));
    expectRefused(await set({ port_id: 1, onu_id: freeId(1), flags: 0x1 }), /does not exist/);
    expectRefused(await set({ port_id: 1, onu_id: 65, flags: 0x1 }));
    expectRefused(await set({ port_id: GE_PORT, onu_id: 1, flags: 0x1 }), /not a PON port/);
    expect(await table()).toEqual(before);
  });
});
