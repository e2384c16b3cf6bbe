import { describe, expect, it } from 'vitest';
import { parsePortList } from '@olt/protocol';
import type { Device } from '../device.ts';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

// 8 PON, GE01–GE04 = 9–12 (GE03/GE04 = LAG1), XGE01–XGE02 = 13–14
const GE01 = 9;
const GE02 = 10;
const GE03 = 11;
const GE04 = 12;
const XGE01 = 13;

const row = (olt: Device, id: number) => olt.vlan.table().find((r) => r.vlan_id === id);
const portRow = (olt: Device, id: number) => olt.vlan.portVlans().find((r) => r.port_id === id);
const members = (text: string | undefined) => parsePortList(text ?? '');

describe('VLAN list (VLAN-02…10)', () => {
  it('answers VLAN 1 and the service VLANs with member lists, default ports and the LAG keys', () => {
    const { olt } = makeOlt();
    const one = row(olt, 1);
    expect(one).toMatchObject({ vlan_name: 'VLAN1', tagged_portlist: ' ', lag1_portlist: '11-12' });
    expect(members(one?.untagged_portlist)).toHaveLength(14);
    expect(members(one?.default_vlan_portlist)).toHaveLength(14);
    expect(members(row(olt, 100)?.tagged_portlist)).toEqual(expect.arrayContaining([1, 8, GE01, XGE01]));
  });

  it('creates one VLAN or a range, named VLAN<id>, and destroys them', () => {
    const { olt, heard } = makeOlt();
    expect(olt.vlan.create(500, 500)).toBe(1);
    expect(row(olt, 500)).toMatchObject({
      vlan_name: 'VLAN500',
      vlan_desc: 'VLAN500',
      tagged_portlist: ' ',
      untagged_portlist: ' ',
    });
    expect(heard.sections.at(-1)).toEqual(['vlans']);
    expect(olt.vlan.create(499, 510)).toBe(11);
    expect(olt.vlan.destroy(505, 600)).toBe(6);
    expect(olt.vlan.has(505)).toBe(false);
    expect(olt.vlan.destroy(500, 500)).toBe(1);
  });

  it('sets tagged and untagged members, LAG members together', () => {
    const { olt } = makeOlt();
    olt.vlan.create(600, 601);
    olt.vlan.setMembers(600, 601, [1, 2, GE03], [3]);
    for (const id of [600, 601]) {
      expect(members(row(olt, id)?.tagged_portlist)).toEqual([1, 2, GE03, GE04]);
      expect(members(row(olt, id)?.untagged_portlist)).toEqual([3]);
    }
    expect(members(portRow(olt, GE04)?.tagged_vlan)).toEqual(expect.arrayContaining([600, 601]));
    olt.vlan.setMembers(600, 600, [], []);
    expect(row(olt, 600)?.tagged_portlist).toBe(' ');
  });

  it('names and describes a VLAN; empty restores VLAN<id>', () => {
    const { olt } = makeOlt();
    olt.vlan.setName(100, 'web-16-chars-xyz');
    olt.vlan.setDesc(100, '互联网业务');
    expect(row(olt, 100)).toMatchObject({ vlan_name: 'web-16-chars-xyz', vlan_desc: '互联网业务' });
    olt.vlan.setName(100, '');
    olt.vlan.setDesc(100, '');
    expect(row(olt, 100)).toMatchObject({ vlan_name: 'VLAN100', vlan_desc: 'VLAN100' });
  });

  it('moves ports to a default VLAN and back to VLAN 1', () => {
    const { olt, heard } = makeOlt();
    olt.vlan.create(700, 700);
    olt.vlan.setDefaultPorts(700, [GE02, 1]);
    expect(members(row(olt, 700)?.default_vlan_portlist)).toEqual([1, GE02]);
    expect(members(row(olt, 700)?.untagged_portlist)).toEqual([1, GE02]);
    expect(olt.ports.info(GE02).pvid).toBe(700);
    // an access port leaves its old VLAN; a hybrid port stays untagged in it too
    expect(members(row(olt, 1)?.untagged_portlist)).not.toContain(GE02);
    expect(members(row(olt, 1)?.untagged_portlist)).toContain(1);
    expect(heard.sections.at(-1)).toEqual(expect.arrayContaining(['vlans', 'portVlans']));
    olt.vlan.setDefaultPorts(1, [GE02]);
    expect(portRow(olt, GE02)).toMatchObject({ pvid: 1, untagged_vlan: '1' });
  });

  it('refuses what breaks the rules, changing nothing', () => {
    const { olt } = makeOlt();
    olt.vlan.create(800, 800);
    expectRefused(olt, () => olt.vlan.destroy(1, 1), /VLAN 1 cannot be deleted/);
    expectRefused(olt, () => olt.vlan.destroy(1, 4094), /VLAN 1 cannot be deleted/);
    expectRefused(olt, () => olt.vlan.destroy(900, 900), /does not exist/);
    expectRefused(olt, () => olt.vlan.create(100, 100), /already exists/);
    expectRefused(olt, () => olt.vlan.create(0, 5), /1–4094/);
    expectRefused(olt, () => olt.vlan.create(10, 4095), /1–4094/);
    expectRefused(olt, () => olt.vlan.create(20, 10), /greater/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [1, 2], [2]), /both tagged and untagged/);
    // LAG members move together, so GE03 tagged and GE04 untagged is the same port both ways
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [GE03], [GE04]), /both tagged and untagged/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [GE02], []), /access port/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [], [GE01]), /trunk port/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [99], []), /does not exist/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 801, [1], []), /VLAN 801 does not exist/);
    // ports whose default VLAN is 1 cannot leave its untagged members, nor be tagged in it
    expectRefused(olt, () => olt.vlan.setMembers(1, 1, [], [1, 2, 3]), /default VLAN/);
    expectRefused(olt, () => olt.vlan.setMembers(1, 1, [1], []), /default VLAN/);
    olt.vlan.setDefaultPorts(800, [2]);
    expectRefused(olt, () => olt.vlan.destroy(800, 800), /default VLAN of PON02/);
    expectRefused(olt, () => olt.vlan.setMembers(800, 800, [], []), /PON02 uses VLAN 800/);
    expectRefused(olt, () => olt.vlan.setName(800, 'two words'), /white space/);
    expectRefused(olt, () => olt.vlan.setName(800, 'n'.repeat(17)), /16/);
    expectRefused(olt, () => olt.vlan.setDesc(800, 'd'.repeat(65)), /64/);
    expectRefused(olt, () => olt.vlan.setName(900, 'x'), /does not exist/);
    expectRefused(olt, () => olt.vlan.setDefaultPorts(900, [1]), /does not exist/);
    expectRefused(olt, () => olt.vlan.setDefaultPorts(800, [1, 99]), /does not exist/);
  });

  it('never has a port tagged and untagged in one VLAN, whatever the operations', () => {
    const { olt } = makeOlt();
    olt.vlan.create(900, 905);
    olt.vlan.setMembers(900, 905, [1, 2], [3]);
    olt.vlan.addPortVlans(3, [900], 1);
    olt.vlan.addPortVlans(1, [901], 2);
    olt.vlan.setPortType(GE01, 3);
    olt.vlan.addPortVlans(GE01, [902], 2);
    olt.vlan.setPortType(GE01, 2);
    olt.vlan.setDefaultPorts(903, [1, GE01]);
    for (const vlan of olt.vlan.table()) {
      const tagged = members(vlan.tagged_portlist);
      expect(
        members(vlan.untagged_portlist).filter((p) => tagged.includes(p)),
        `VLAN ${vlan.vlan_id}`,
      ).toEqual([]);
    }
  });
});

describe('port VLAN settings (VLAN-11…15)', () => {
  it('lists every port with type, PVID, priority and VLAN lists', () => {
    const { olt } = makeOlt();
    const rows = olt.vlan.portVlans();
    expect(rows).toHaveLength(14);
    expect(portRow(olt, 1)).toMatchObject({
      port_type: 3,
      pvid: 1,
      priority: 0,
      untagged_vlan: '1',
      link_aggregation: 0,
    });
    expect(portRow(olt, GE02)).toMatchObject({ port_type: 1, tagged_vlan: ' ', untagged_vlan: '1' });
    expect(portRow(olt, GE03)?.link_aggregation).toBe(1);
  });

  it('changes the type: access keeps only its default VLAN, trunk turns untagged VLANs tagged; LAG members follow', () => {
    const { olt } = makeOlt();
    olt.vlan.create(50, 50);
    olt.vlan.addPortVlans(GE03, [50], 2);
    expect(members(portRow(olt, GE04)?.untagged_vlan)).toEqual([1, 50]);
    olt.vlan.setPortType(GE03, 2);
    expect(portRow(olt, GE04)).toMatchObject({ port_type: 2, untagged_vlan: '1' });
    expect(members(portRow(olt, GE04)?.tagged_vlan)).toContain(50);
    olt.vlan.setPortType(GE04, 1);
    expect(portRow(olt, GE03)).toMatchObject({ port_type: 1, tagged_vlan: ' ', untagged_vlan: '1' });
  });

  it('sets the default VLAN and priority by flags', () => {
    const { olt } = makeOlt();
    olt.vlan.setPortDefault(XGE01, 0x2, undefined, 5);
    expect(portRow(olt, XGE01)).toMatchObject({ pvid: 1, priority: 5 });
    olt.vlan.setPortDefault(XGE01, 0x1 | 0x2, 100, 3);
    expect(portRow(olt, XGE01)).toMatchObject({ pvid: 100, priority: 3, untagged_vlan: '100' });
    // a trunk's old default VLAN is left, the new one untagged
    expect(members(portRow(olt, XGE01)?.tagged_vlan)).not.toContain(100);
  });

  it('adds and removes VLANs on trunk and hybrid ports; the mode counts only for hybrid', () => {
    const { olt } = makeOlt();
    olt.vlan.create(60, 62);
    olt.vlan.addPortVlans(XGE01, [60, 61], 2);
    expect(members(portRow(olt, XGE01)?.tagged_vlan)).toEqual(expect.arrayContaining([60, 61]));
    olt.vlan.addPortVlans(1, [62], 2);
    expect(members(portRow(olt, 1)?.untagged_vlan)).toContain(62);
    olt.vlan.addPortVlans(1, [62], 1);
    expect(members(portRow(olt, 1)?.tagged_vlan)).toContain(62);
    expect(members(portRow(olt, 1)?.untagged_vlan)).not.toContain(62);
    olt.vlan.removePortVlans(XGE01, [60, 61], 1);
    expect(members(portRow(olt, XGE01)?.tagged_vlan)).not.toContain(60);
  });

  it('refuses what breaks the rules, changing nothing', () => {
    const { olt } = makeOlt();
    olt.vlan.create(70, 70);
    expectRefused(olt, () => olt.vlan.setPortType(1, 4), /port_type/);
    expectRefused(olt, () => olt.vlan.setPortType(99, 1), /does not exist/);
    expectRefused(olt, () => olt.vlan.addPortVlans(GE02, [70], 1), /access port/);
    expectRefused(olt, () => olt.vlan.addPortVlans(XGE01, [], 1), /at least one/);
    expectRefused(olt, () => olt.vlan.addPortVlans(XGE01, [71], 1), /VLAN 71 does not exist/);
    expectRefused(olt, () => olt.vlan.addPortVlans(XGE01, [4095], 1), /1–4094/);
    expectRefused(olt, () => olt.vlan.addPortVlans(XGE01, [1], 1), /default VLAN/);
    expectRefused(olt, () => olt.vlan.addPortVlans(1, [70], 3), /vlan_mode/);
    expectRefused(olt, () => olt.vlan.addPortVlans(1, [70], 1, 2), /hybrid port, not a trunk/);
    expectRefused(olt, () => olt.vlan.removePortVlans(1, [1], 2), /default VLAN/);
    expectRefused(olt, () => olt.vlan.removePortVlans(1, [70], 1), /not a tagged member/);
    expectRefused(olt, () => olt.vlan.setPortDefault(1, 0x1, 71), /does not exist/);
    expectRefused(olt, () => olt.vlan.setPortDefault(1, 0x2, undefined, 8), /priority/);
    expectRefused(olt, () => olt.vlan.setPortDefault(1, 0x4, 70), /flags/);
    expectRefused(olt, () => olt.vlan.setPortDefault(1, 0x1), /pvid is missing/);
  });
});

describe('VLAN translation and QinQ (VLAN-16…21)', () => {
  it('sets, replaces and deletes translations', () => {
    const { olt, heard } = makeOlt();
    olt.vlan.setTranslation({ port_id: 2, old_vlan: 20, new_vlan: 200, new_vlan_pri: 255 });
    expect(heard.sections.at(-1)).toEqual(['translations']);
    olt.vlan.setTranslation({ port_id: 2, old_vlan: 20, new_vlan: 201, new_vlan_pri: 3 });
    expect(olt.vlan.translations().filter((t) => t.port_id === 2)).toEqual([
      { port_id: 2, old_vlan: 20, new_vlan: 201, new_vlan_pri: 3 },
    ]);
    olt.vlan.deleteTranslation(2, 20);
    expect(olt.vlan.translations().some((t) => t.port_id === 2)).toBe(false);
  });

  it('sets QinQ for one customer VLAN or a range, and deletes by the row key', () => {
    const { olt } = makeOlt();
    olt.vlan.setQinq({ port_id: 3, cvlan: 10, cvlan_s: 0, cvlan_e: 0, svlan: 3000, svlan_pri: 255 });
    olt.vlan.setQinq({ port_id: 3, cvlan: 0, cvlan_s: 20, cvlan_e: 29, svlan: 3001, svlan_pri: 1 });
    expect(olt.vlan.qinqs().filter((q) => q.port_id === 3)).toHaveLength(2);
    olt.vlan.deleteQinq({ port_id: 3, cvlan: 0, cvlan_s: 20, cvlan_e: 29 });
    expect(olt.vlan.qinqs().filter((q) => q.port_id === 3)).toEqual([
      { port_id: 3, cvlan: 10, cvlan_s: 0, cvlan_e: 0, svlan: 3000, svlan_pri: 255 },
    ]);
  });

  it('refuses bad entries, duplicates and overlaps, changing nothing', () => {
    const { olt } = makeOlt();
    const existing = olt.vlan.translations()[0];
    if (!existing) throw new Error('fixture');
    expectRefused(olt, () => olt.vlan.setTranslation(existing), /already exists/);
    expectRefused(
      olt,
      () => olt.vlan.setTranslation({ port_id: 2, old_vlan: 0, new_vlan: 2, new_vlan_pri: 255 }),
      /old_vlan/,
    );
    expectRefused(
      olt,
      () => olt.vlan.setTranslation({ port_id: 2, old_vlan: 5, new_vlan: 4095, new_vlan_pri: 255 }),
      /new_vlan/,
    );
    expectRefused(
      olt,
      () => olt.vlan.setTranslation({ port_id: 2, old_vlan: 5, new_vlan: 6, new_vlan_pri: 8 }),
      /255 or 0–7/,
    );
    expectRefused(
      olt,
      () => olt.vlan.setTranslation({ port_id: 99, old_vlan: 5, new_vlan: 6, new_vlan_pri: 1 }),
      /does not exist/,
    );
    expectRefused(olt, () => olt.vlan.deleteTranslation(2, 5), /no translation/);
    const q = { port_id: 4, cvlan: 0, cvlan_s: 100, cvlan_e: 199, svlan: 3000, svlan_pri: 255 };
    olt.vlan.setQinq(q);
    expectRefused(olt, () => olt.vlan.setQinq(q), /already exists/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan_s: 150, cvlan_e: 250 }), /overlap/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan: 150, cvlan_s: 0, cvlan_e: 0 }), /overlap/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan: 5 }), /either cvlan or the range/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan: 0, cvlan_s: 0, cvlan_e: 0 }), /either cvlan or the range/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan_s: 300, cvlan_e: 250 }), /greater/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan_s: 300, cvlan_e: 310, svlan: 0 }), /svlan/);
    expectRefused(olt, () => olt.vlan.setQinq({ ...q, cvlan_s: 300, cvlan_e: 310, svlan_pri: 9 }), /svlan_pri/);
    expectRefused(olt, () => olt.vlan.deleteQinq({ port_id: 4, cvlan: 0, cvlan_s: 100, cvlan_e: 198 }), /no such/);
  });
});
