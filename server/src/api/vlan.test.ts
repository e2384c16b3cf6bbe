import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PortVlan, QinqEntry, VlanRow, VlanTranslation, parsePortList } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

/** Seeded ports: PON 1–8 hybrid, GE01 (9) a trunk, GE02 (10) an access port, GE03/GE04 (11, 12) LAG 1, XGE 13–14 trunks. */
const TRUNK = 9;
const ACCESS = 10;
const HYBRID = 1;

const vlans = async () => z.array(VlanRow).parse((await s.read('/vlantable')).data);
const vlan = async (id: number) => (await vlans()).find((v) => v.vlan_id === id);
const portVlans = async () => z.array(PortVlan).parse((await s.read('/switch_port?form=vlanall')).data);
const portVlan = async (portId: number) => (await portVlans()).find((p) => p.port_id === portId) as PortVlan;
const ids = (list: string | undefined) => parsePortList(list ?? '');

describe('VLAN table: prepare, then /vlantable (VLAN-01, VLAN-02)', () => {
  it('answers the prepare step with code 1 and no data, then every VLAN in the wire shape', async () => {
    expect(await s.read('/switch_vlan')).toEqual({ code: 1, message: 'success' });
    const rows = await vlans();
    expect(rows.map((v) => v.vlan_id)).toEqual([1, 100, 200, 300, 4000]);
    const first = rows[0] as VlanRow;
    expect(typeof first.vlan_id).toBe('number');
    expect(ids(first.untagged_portlist)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(first.tagged_portlist).toBe(' ');
    expect(first['lag1_portlist']).toBe('11-12');
  });
});

describe('creating and destroying VLANs (VLAN-03, VLAN-05, VLAN-07)', () => {
  it('creates one VLAN or a range with default names, and destroys them', async () => {
    expect((await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: 500, vlanid_e: 500 })).code).toBe(1);
    expect((await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: '510', vlanid_e: '515' })).code).toBe(1);
    expect(await vlan(512)).toMatchObject({ vlan_name: 'VLAN512', vlan_desc: 'VLAN512', tagged_portlist: ' ' });
    expect((await s.write('/switch_vlanlist', 'destroy', { vlanid_s: 510, vlanid_e: 515 })).code).toBe(1);
    expect((await s.write('/switch_vlan', 'destroy', { vlan_id: 500 })).code).toBe(1);
    expect((await vlans()).map((v) => v.vlan_id)).toEqual([1, 100, 200, 300, 4000]);
  });

  it('refuses VLAN 1, a port’s default VLAN, bad ranges and ids, and changes nothing', async () => {
    expect(
      (await s.write('/switch_vlan_pvid', 'set', { vlan_id: 300, default_vlan_portlist: String(ACCESS) })).code,
    ).toBe(1);
    const before = await vlans();
    expectRefused(await s.write('/switch_vlan', 'destroy', { vlan_id: 1 }), /VLAN 1 cannot be deleted/);
    expectRefused(
      await s.write('/switch_vlanlist', 'destroy', { vlanid_s: 1, vlanid_e: 200 }),
      /VLAN 1 cannot be deleted/,
    );
    expectRefused(
      await s.write('/switch_vlanlist', 'destroy', { vlanid_s: 200, vlanid_e: 300 }),
      /default VLAN of GE02/,
    );
    expectRefused(await s.write('/switch_vlan', 'destroy', { vlan_id: 999 }), /does not exist/);
    expectRefused(await s.write('/switch_vlanlist', 'create', { vlanid_s: 100, vlanid_e: 100 }), /already exists/);
    expectRefused(await s.write('/switch_vlanlist', 'create', { vlanid_s: 600, vlanid_e: 599 }));
    for (const bad of [0, 4095, 'abc', true, '', null]) {
      expectRefused(await s.write('/switch_vlanlist', 'create', { vlanid_s: bad, vlanid_e: 600 }));
      expectRefused(await s.write('/switch_vlan', 'destroy', { vlan_id: bad }));
    }
    expectRefused(await s.write('/switch_vlanlist', 'create', { type: 2, vlanid_s: 600, vlanid_e: 600 }));
    expect(await vlans()).toEqual(before);
  });
});

describe('VLAN members (VLAN-04, VLAN-06)', () => {
  it('sets the tagged and untagged members of one VLAN and of a range', async () => {
    expect(
      (await s.write('/switch_vlan', 'set', { vlan_id: 200, tagged_portlist: '1,2,9', untagged_portlist: '3' })).code,
    ).toBe(1);
    expect(await vlan(200)).toMatchObject({ tagged_portlist: '1-2,9', untagged_portlist: '3' });
    expect((await s.write('/switch_vlanlist', 'create', { vlanid_s: 700, vlanid_e: 702 })).code).toBe(1);
    expect(
      (
        await s.write('/switch_vlanlist', 'set', {
          vlanid_s: 700,
          vlanid_e: 702,
          tagged_portlist: '13, 14',
          untagged_portlist: ' ',
        })
      ).code,
    ).toBe(1);
    for (const id of [700, 701, 702])
      expect(await vlan(id)).toMatchObject({ tagged_portlist: '13-14', untagged_portlist: ' ' });
  });

  it('moves both members of a link-aggregation group together', async () => {
    expect(
      (await s.write('/switch_vlan', 'set', { vlan_id: 300, tagged_portlist: '11', untagged_portlist: '' })).code,
    ).toBe(1);
    expect((await vlan(300))?.tagged_portlist).toBe('11-12');
  });

  it('refuses a port both tagged and untagged, malformed lists, unknown ports and VLANs, and changes nothing', async () => {
    const before = await vlans();
    const set = (param: object) => s.write('/switch_vlan', 'set', { vlan_id: 200, ...param });
    expectRefused(await set({ tagged_portlist: '1,2', untagged_portlist: '2' }), /both tagged and untagged/);
    expectRefused(await set({ tagged_portlist: String(ACCESS) }), /access port/);
    expectRefused(await set({ tagged_portlist: '1,99' }), /port 99 does not exist/);
    for (const list of ['1,x', '1-2-3', '-', '1;2', '1,99999', '1-100000', 5]) {
      expectRefused(await set({ tagged_portlist: list }), /tagged_portlist/);
    }
    expectRefused(await s.write('/switch_vlan', 'set', { vlan_id: 999, tagged_portlist: '1' }), /does not exist/);
    expectRefused(
      await s.write('/switch_vlanlist', 'set', { vlanid_s: 200, vlanid_e: 250, tagged_portlist: '1' }),
      /does not exist/,
    );
    expect(await vlans()).toEqual(before);
  });
});

describe('VLAN name and description (VLAN-08, VLAN-09)', () => {
  it('removes spaces from names and restores VLAN<id> for empty texts', async () => {
    expect(
      (await s.write('/switch_vlan?form=vlan_name', 'set', { vlan_id: 200, vlan_name: ' tv  head end ' })).code,
    ).toBe(1);
    expect(
      (await s.write('/switch_vlan?form=vlan_desc', 'set', { vlan_id: 200, vlan_desc: 'IPTV from the head end' })).code,
    ).toBe(1);
    expect(await vlan(200)).toMatchObject({ vlan_name: 'tvheadend', vlan_desc: 'IPTV from the head end' });
    expect((await s.write('/switch_vlan?form=vlan_name', 'set', { vlan_id: 200, vlan_name: '' })).code).toBe(1);
    expect((await s.write('/switch_vlan?form=vlan_desc', 'set', { vlan_id: 200, vlan_desc: '' })).code).toBe(1);
    expect(await vlan(200)).toMatchObject({ vlan_name: 'VLAN200', vlan_desc: 'VLAN200' });
  });

  it('refuses long texts and unknown VLANs, and changes nothing', async () => {
    const before = await vlans();
    expectRefused(
      await s.write('/switch_vlan?form=vlan_name', 'set', { vlan_id: 200, vlan_name: 'a'.repeat(17) }),
      /vlan_name/,
    );
    expectRefused(
      await s.write('/switch_vlan?form=vlan_name', 'set', { vlan_id: 999, vlan_name: 'x' }),
      /does not exist/,
    );
    expectRefused(await s.write('/switch_vlan?form=vlan_name', 'set', { vlan_id: 200, vlan_name: 7 }));
    expectRefused(await s.write('/switch_vlan?form=vlan_desc', 'set', { vlan_id: 200, vlan_desc: 'd'.repeat(65) }));
    expectRefused(
      await s.write('/switch_vlan?form=vlan_desc', 'set', { vlan_id: 200, vlan_desc: 'line\nbreak' }),
      /control characters/,
    );
    expect(await vlans()).toEqual(before);
  });
});

describe('default-VLAN ports (VLAN-10)', () => {
  it('makes the listed ports take the VLAN as their default VLAN', async () => {
    expect((await s.write('/switch_vlan_pvid', 'set', { vlan_id: 100, default_vlan_portlist: `${ACCESS}` })).code).toBe(
      1,
    );
    expect(await portVlan(ACCESS)).toMatchObject({ pvid: 100, untagged_vlan: '100' });
    expect(ids((await vlan(100))?.default_vlan_portlist)).toEqual([ACCESS]);
    expect((await s.write('/switch_vlan_pvid', 'set', { vlan_id: 1, default_vlan_portlist: `${ACCESS}` })).code).toBe(
      1,
    );
    expect((await portVlan(ACCESS)).pvid).toBe(1);
  });

  it('refuses unknown VLANs and ports and malformed lists', async () => {
    const before = await portVlans();
    expectRefused(
      await s.write('/switch_vlan_pvid', 'set', { vlan_id: 999, default_vlan_portlist: '10' }),
      /does not exist/,
    );
    expectRefused(
      await s.write('/switch_vlan_pvid', 'set', { vlan_id: 100, default_vlan_portlist: '10,77' }),
      /does not exist/,
    );
    expectRefused(await s.write('/switch_vlan_pvid', 'set', { vlan_id: 100, default_vlan_portlist: 'ten' }));
    expectRefused(await s.write('/switch_vlan_pvid', 'set', { vlan_id: 100 }));
    expect(await portVlans()).toEqual(before);
  });
});

describe('port VLAN settings (VLAN-11…15)', () => {
  it('lists every port’s VLAN settings in the wire shape', async () => {
    const rows = await portVlans();
    expect(rows.map((r) => r.port_id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(rows.find((r) => r.port_id === HYBRID)).toMatchObject({ port_type: 3, pvid: 1, tagged_vlan: '100,200,300' });
    expect(rows.find((r) => r.port_id === 11)).toMatchObject({ link_aggregation: 1 });
  });

  it('changes a port’s type, default VLAN and priority', async () => {
    expect((await s.write('/switch_port?form=vlan_type', 'set', { port_id: ACCESS, port_type: 2 })).code).toBe(1);
    expect((await portVlan(ACCESS)).port_type).toBe(2);
    expect(
      (await s.write('/switch_port?form=defaultvlan', 'set', { flags: 0x1, port_id: TRUNK, pvid: 4000 })).code,
    ).toBe(1);
    expect(
      (await s.write('/switch_port?form=defaultvlan', 'set', { flags: 0x2, port_id: TRUNK, priority: 5 })).code,
    ).toBe(1);
    expect(await portVlan(TRUNK)).toMatchObject({ pvid: 4000, priority: 5 });
  });

  it('adds VLANs to a trunk and untagged VLANs to a hybrid port, and removes them', async () => {
    expect((await s.write('/switch_vlanlist', 'create', { vlanid_s: 800, vlanid_e: 805 })).code).toBe(1);
    const add = { port_id: TRUNK, port_type: 2, vlan_list: '800, 802-803', vlan_mode: 1 };
    expect((await s.write('/switch_port?form=vlan', 'set', add)).code).toBe(1);
    expect(ids((await portVlan(TRUNK)).tagged_vlan)).toEqual(expect.arrayContaining([800, 802, 803]));
    expect(
      (
        await s.write('/switch_port?form=vlan', 'set', {
          port_id: HYBRID,
          port_type: 3,
          vlan_list: '804',
          vlan_mode: 2,
        })
      ).code,
    ).toBe(1);
    expect(ids((await portVlan(HYBRID)).untagged_vlan)).toContain(804);
    expect((await s.write('/switch_port?form=vlan', 'delete', { ...add, vlan_list: '802-803' })).code).toBe(1);
    expect(ids((await portVlan(TRUNK)).tagged_vlan)).not.toContain(802);
    expect(ids((await portVlan(TRUNK)).tagged_vlan)).toContain(800);
  });

  it('refuses bad types, VLANs, priorities, lists and ports, and changes nothing', async () => {
    const before = await portVlans();
    const vlanForm = (verb: string, param: object) =>
      s.write('/switch_port?form=vlan', verb, { port_id: TRUNK, port_type: 2, vlan_mode: 1, ...param });
    expectRefused(await s.write('/switch_port?form=vlan_type', 'set', { port_id: ACCESS, port_type: 4 }));
    expectRefused(
      await s.write('/switch_port?form=vlan_type', 'set', { port_id: 99, port_type: 2 }),
      /port 99 does not exist/,
    );
    expectRefused(
      await s.write('/switch_port?form=defaultvlan', 'set', { flags: 0x1, port_id: TRUNK, pvid: 999 }),
      /VLAN 999 does not exist/,
    );
    expectRefused(await s.write('/switch_port?form=defaultvlan', 'set', { flags: 0x1, port_id: TRUNK }), /pvid/);
    expectRefused(await s.write('/switch_port?form=defaultvlan', 'set', { flags: 0x2, port_id: TRUNK, priority: 8 }));
    expectRefused(await s.write('/switch_port?form=defaultvlan', 'set', { flags: 4, port_id: TRUNK, pvid: 1 }));
    expectRefused(await vlanForm('set', { vlan_list: '100', port_type: 3 }), /trunk port/);
    expectRefused(await vlanForm('set', { port_id: ACCESS, port_type: 1, vlan_list: '100' }), /access port/);
    expectRefused(await vlanForm('set', { vlan_list: '999' }), /VLAN 999 does not exist/);
    expectRefused(await vlanForm('delete', { vlan_list: '1' }), /default VLAN/);
    for (const list of ['', ' ', 'abc', '5000', '300-200', '1,,2'])
      expectRefused(await vlanForm('set', { vlan_list: list }), /vlan_list/);
    expect(await portVlans()).toEqual(before);
  });
});

describe('VLAN translation (VLAN-16…18)', () => {
  const url = '/vlan_action?form=translate';
  const list = async () => z.array(VlanTranslation).parse((await s.read('/vlan_action?form=translate_all')).data);

  it('lists, sets and deletes translations', async () => {
    expect(await list()).toEqual([{ port_id: 1, old_vlan: 10, new_vlan: 100, new_vlan_pri: 255 }]);
    expect(
      (await s.write(url, 'set', { port_id: 2, old_vlan: 20, new_vlan: 200, new_vlan_pri: 3, action: 0 })).code,
    ).toBe(1);
    expect(await list()).toContainEqual({ port_id: 2, old_vlan: 20, new_vlan: 200, new_vlan_pri: 3 });
    expect((await s.write(url, 'delete', { port_id: 1, old_vlan: 10, action: 0 })).code).toBe(1);
    expect(await list()).toEqual([{ port_id: 2, old_vlan: 20, new_vlan: 200, new_vlan_pri: 3 }]);
  });

  it('refuses bad entries and unknown ones, and changes nothing', async () => {
    const before = await list();
    expectRefused(
      await s.write(url, 'set', { port_id: 1, old_vlan: 10, new_vlan: 100, new_vlan_pri: 255 }),
      /already exists/,
    );
    expectRefused(await s.write(url, 'set', { port_id: 1, old_vlan: 11, new_vlan: 100, new_vlan_pri: 9 }));
    expectRefused(await s.write(url, 'set', { port_id: 1, old_vlan: 0, new_vlan: 100 }));
    expectRefused(await s.write(url, 'set', { port_id: 99, old_vlan: 11, new_vlan: 100 }), /port/);
    expectRefused(await s.write(url, 'delete', { port_id: 1, old_vlan: 11 }), /no translation/);
    expect(await list()).toEqual(before);
  });
});

describe('QinQ (VLAN-19…21)', () => {
  const url = '/vlan_action?form=qinq';
  const list = async () => z.array(QinqEntry).parse((await s.read('/vlan_action?form=qinq_all')).data);

  it('lists, sets (one customer VLAN or a range, unused fields "") and deletes entries', async () => {
    expect(await list()).toEqual([{ port_id: 2, cvlan: 0, cvlan_s: 1000, cvlan_e: 1099, svlan: 2000, svlan_pri: 255 }]);
    expect(
      (
        await s.write(url, 'set', {
          port_id: 3,
          cvlan: 50,
          cvlan_s: '',
          cvlan_e: '',
          svlan: 3000,
          svlan_pri: 2,
          action: 1,
        })
      ).code,
    ).toBe(1);
    expect(await list()).toContainEqual({ port_id: 3, cvlan: 50, cvlan_s: 0, cvlan_e: 0, svlan: 3000, svlan_pri: 2 });
    expect(
      (await s.write(url, 'delete', { port_id: 2, cvlan: '', cvlan_s: 1000, cvlan_e: 1099, action: 1 })).code,
    ).toBe(1);
    expect(await list()).toEqual([{ port_id: 3, cvlan: 50, cvlan_s: 0, cvlan_e: 0, svlan: 3000, svlan_pri: 2 }]);
  });

  it('refuses overlapping and malformed entries and unknown ones, and changes nothing', async () => {
    const before = await list();
    expectRefused(
      await s.write(url, 'set', { port_id: 2, cvlan: 1050, cvlan_s: '', cvlan_e: '', svlan: 2001 }),
      /overlap/,
    );
    expectRefused(await s.write(url, 'set', { port_id: 3, cvlan: 5, svlan: 0 }));
    expectRefused(await s.write(url, 'set', { port_id: 3, cvlan: 5, svlan: 3000, svlan_pri: 8 }));
    expectRefused(await s.write(url, 'set', { port_id: 3, cvlan: 'x', svlan: 3000 }));
    expectRefused(await s.write(url, 'set', { port_id: 3, svlan: 3000 }));
    expectRefused(await s.write(url, 'delete', { port_id: 2, cvlan: 1000 }), /no such QinQ entry/);
    expect(await list()).toEqual(before);
  });
});
