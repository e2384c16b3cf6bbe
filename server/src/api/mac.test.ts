import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MacPage } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
  s.olt.simulation.tick(10_000);
});
afterEach(() => s.close());

const TABLE = '/switch_mac?form=table';
const entry = { mac_type: 2, macaddr: '00:aa:bb:cc:dd:ee', vlan_id: 1, port_id: 9 };

describe('switch MAC table (MAC-01…07, MAC-X1)', () => {
  it('reads and sets the age time with the GET the device family uses', async () => {
    expect((await s.read('/switch_mac?form=age')).data).toEqual({ age: 300 });
    expect((await s.read('/switch_mac?form=age&value=600')).code).toBe(1);
    expect((await s.read('/switch_mac?form=age')).data).toEqual({ age: 600 });
    for (const bad of ['65536', '-1', 'x', '1.5']) expectRefused(await s.read(`/switch_mac?form=age&value=${bad}`));
    expect(s.olt.mac.ageTime()).toBe(600);
  });

  it('answers the whole table after the prepare call, and a page sorted and filtered by the device', async () => {
    expect((await s.read(TABLE)).code).toBe(1);
    const all = (await s.read('/sw_mac_table')).data as unknown[];
    expect(all.length).toBeGreaterThan(100);
    const page = MacPage.parse(
      (await s.read('/sw_mac_table?form=page&page=1&page_size=20&sort=vlan_id&order=desc&port_id=1')).data,
    );
    expect(page.rows).toHaveLength(20);
    expect(page.rows.every((r) => r.port_id === 1)).toBe(true);
    expect(page.total).toBe(s.olt.mac.switchPage({ port_id: 1 }).total);
    for (const bad of ['page=0', 'page_size=501', 'sort=nope', 'order=up', 'mac=zz', 'mac_type=4'])
      expectRefused(await s.read(`/sw_mac_table?form=page&${bad}`));
  });

  it('adds, deletes and flushes entries, refusing bad ones with nothing changed', async () => {
    expect((await s.write(TABLE, 'add', entry)).code).toBe(1);
    expect(s.olt.mac.switchRows()).toContainEqual({ ...entry, onu_id: 0 });
    for (const bad of [
      { ...entry, macaddr: '00:aa:bb:cc:dd' },
      { ...entry, vlan_id: 4095 },
      { ...entry, port_id: 'x' },
      { ...entry, mac_type: 0 },
      { ...entry, macaddr: '00:aa:bb:cc:dd:ef', port_id: 99 },
    ])
      expectRefused(await s.write(TABLE, 'add', bad));
    expect(s.olt.mac.switchRows().filter((r) => r.mac_type !== 0)).toHaveLength(1);
    expect((await s.write(TABLE, 'delete', entry)).code).toBe(1);
    expectRefused(await s.write(TABLE, 'delete', entry), /no such entry/);
    const before = s.olt.mac.switchRows().length;
    expectRefused(
      await s.write(TABLE, 'clear', { flags: 2, mac_type: 0, vlan_id: '', port_list: '' }),
      /at least one port/,
    );
    expectRefused(await s.write(TABLE, 'clear', { flags: 2, mac_type: 0, vlan_id: '', port_list: '1,a' }));
    expectRefused(await s.write(TABLE, 'clear', { flags: 8, mac_type: 0 }));
    expect(s.olt.mac.switchRows()).toHaveLength(before);
    expect((await s.write(TABLE, 'clear', { flags: 2, mac_type: 0, vlan_id: '', port_list: '1,2' })).code).toBe(1);
    expect(s.olt.mac.switchRows().some((r) => r.port_id === 1 || r.port_id === 2)).toBe(false);
  });
});

describe('PON MAC table, where is this MAC, device MACs (MAC-11…15, MAC-X2…X5)', () => {
  it('reads, pages and flushes the PON table by ONU', async () => {
    expect((await s.read('/pon_mac?form=age')).data).toEqual({ age_time: 300 });
    expect((await s.write('/pon_mac?form=age_time', 'set', { age_time: 60 })).code).toBe(1);
    expectRefused(await s.write('/pon_mac?form=age_time', 'set', { age_time: 70_000 }));
    const page = MacPage.parse((await s.read('/pon_mac_table?form=page&port_id=1&onu_id=1')).data);
    expect(page.rows.every((r) => r.port_id === 1 && r.onu_id === 1)).toBe(true);
    const flush = { flush_type: 3, vlan_id: '', port_id: 1, onu_id: 1 };
    expect((await s.write('/pon_mac?form=flush', 'set', flush)).code).toBe(1);
    expect(s.olt.mac.ponPage({ port_id: 1, onu_id: 1 }).total).toBe(0);
    expectRefused(await s.write('/pon_mac?form=flush', 'set', { ...flush, port_id: 9 }), /not a PON/);
    expectRefused(await s.write('/pon_mac?form=flush', 'set', { ...flush, flush_type: 4 }));
  });

  it('finds a MAC in every place the device knows it', async () => {
    const onu = s.olt.onus.all().find((o) => o.status === 'Online');
    if (!onu) throw new Error('fixture');
    const answer = await s.read(`/switch_mac?form=where&mac=${onu.mac.slice(6)}`);
    const hits = (answer.data as { hits: { source: string; port_id?: number; onu_id?: number }[] }).hits;
    expect(hits).toContainEqual(
      expect.objectContaining({ source: 'onu_allow', port_id: onu.portId, onu_id: onu.onuId }),
    );
    expect(hits.some((h) => h.source === 'switch_mac')).toBe(true);
    for (const bad of ['', 'a', 'zz:11', 'x'.repeat(18)])
      expectRefused(await s.read(`/switch_mac?form=where&mac=${bad}`));
  });

  it('lists the device MACs and the MAC moves', async () => {
    const macs = (await s.read('/switch_mac?form=device')).data as { kind: string }[];
    expect(macs[0]?.kind).toBe('system');
    expect((await s.read('/switch_mac?form=moves')).data).toEqual([]);
  });
});
