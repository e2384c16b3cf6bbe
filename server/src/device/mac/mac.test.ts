import { describe, expect, it } from 'vitest';
import { MAC_TYPE } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { macsBehind } from './macLearning.ts';

const learnt = () => {
  const kit = makeOlt();
  kit.olt.simulation.tick(10_000);
  return kit;
};

describe('MAC tables', () => {
  it('learns the MACs behind online ONUs on their PON and the routers upstream on uplinks', () => {
    const { olt } = learnt();
    const onu = olt.onus.all().find((o) => o.status === 'Online');
    if (!onu) throw new Error('fixture');
    const rows = olt.mac.switchRows();
    for (const mac of macsBehind(onu))
      expect(rows.find((r) => r.macaddr === mac)).toMatchObject({
        port_id: onu.portId,
        onu_id: onu.onuId,
        mac_type: 0,
      });
    expect(rows.some((r) => r.port_id === 9)).toBe(true);
    // a LAG learns as one port: GE03 and GE04 (11, 12) together carry one set of routers
    expect(rows.filter((r) => r.port_id === 11 || r.port_id === 12).length).toBe(2);
    expect(olt.mac.ponRows().find((r) => r.macaddr === onu.mac)).toMatchObject({ onu_id: onu.onuId });
  });

  it('ages out what is no longer seen, by the age time; 0 never ages', () => {
    const { olt } = learnt();
    olt.mac.setAge(10);
    olt.ports.set(9, { flags: 0x1, admin_status: 0 });
    olt.simulation.tick(30_000);
    expect(olt.mac.switchRows().some((r) => r.port_id === 9)).toBe(false);
    olt.mac.setAge(0);
    olt.ports.set(13, { flags: 0x1, admin_status: 0 });
    olt.simulation.tick(30_000);
    expect(olt.mac.switchRows().some((r) => r.port_id === 13)).toBe(true);
  });

  it('keeps static and blackhole entries as configuration and flushes by type, port or VLAN', () => {
    const { olt, heard } = learnt();
    olt.mac.add({ macaddr: '00:11:22:33:44:55', vlan_id: 1, port_id: 9, mac_type: MAC_TYPE.static });
    olt.mac.add({ macaddr: '00:11:22:33:44:66', vlan_id: 1, port_id: 0, mac_type: MAC_TYPE.blackhole });
    expect(heard.writes.at(-1)?.records.get('mac_static')).toEqual(['00:11:22:33:44:66|1']);
    expect(olt.config.export().mac_static).toHaveLength(2);
    const before = olt.mac.switchRows().length;
    const onPon1 = olt.mac.switchRows().filter((r) => r.port_id === 1).length;
    expect(olt.mac.flush(2, 0, undefined, [1])).toBe(onPon1);
    expect(olt.mac.switchRows()).toHaveLength(before - onPon1);
    olt.mac.flush(1, 0, undefined, undefined);
    expect(
      olt.mac
        .switchRows()
        .map((r) => r.mac_type)
        .sort(),
    ).toEqual([1, 2]);
    olt.mac.flush(4, 3, 1, undefined);
    expect(olt.mac.switchRows()).toEqual([]);
    expect(olt.config.export().mac_static).toEqual([]);
  });

  it('refuses bad entries and flushes, changing nothing', () => {
    const { olt } = learnt();
    const add = (over: object) => () =>
      olt.mac.add({ macaddr: '00:11:22:33:44:55', vlan_id: 1, port_id: 9, mac_type: 2, ...over });
    expectRefused(olt, add({ macaddr: '00:11:22:33:44' }), /not a MAC/);
    expectRefused(olt, add({ macaddr: '01:00:5e:00:00:01' }), /unicast/);
    expectRefused(olt, add({ vlan_id: 99 }), /VLAN 99 does not exist/);
    expectRefused(olt, add({ port_id: 99 }), /does not exist/);
    expectRefused(olt, add({ mac_type: 0 }), /mac_type/);
    expectRefused(olt, () => olt.mac.flush(2, 2, undefined, [1]), /blackhole/);
    expectRefused(olt, () => olt.mac.flush(2, 0, undefined, []), /at least one port/);
    expectRefused(olt, () => olt.mac.flush(4, 0, undefined, undefined), /vlan_id/);
    expectRefused(olt, () => olt.mac.setAge(70_000), /age time/);
    expectRefused(olt, () => olt.mac.flushPon(3, undefined, 9, 1), /not a PON/);
  });

  it('pages, sorts and filters on the device', () => {
    const { olt } = learnt();
    const all = olt.mac.switchRows();
    const page = olt.mac.switchPage({ page: 2, page_size: 10, sort: 'port_id', order: 'desc' });
    expect(page.total).toBe(all.length);
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0]!.port_id).toBeGreaterThanOrEqual(page.rows[9]!.port_id);
    const onPon2 = olt.mac.switchPage({ port_id: 2, page_size: 500 });
    expect(onPon2.rows.every((r) => r.port_id === 2)).toBe(true);
    const mac = all[5]!.macaddr;
    expect(
      olt.mac.switchPage({ mac: mac.slice(3).toUpperCase().replaceAll(':', '-') }).rows.map((r) => r.macaddr),
    ).toContain(mac);
  });

  it('answers where a MAC is: switch table, PON table and the ONU list, and takes other sources', () => {
    const { olt } = learnt();
    const onu = olt.onus.all().find((o) => o.status === 'Online');
    if (!onu) throw new Error('fixture');
    const sources = olt.mac.where(onu.mac).hits.map((h) => h.source);
    expect(sources).toEqual(expect.arrayContaining(['switch_mac', 'pon_mac', 'onu_allow']));
    olt.mac.addWhereSource('arp', (part) =>
      onu.mac.replaceAll(':', '').includes(part) ? [{ source: 'arp', macaddr: onu.mac, ip: '10.0.0.9' }] : [],
    );
    expect(olt.mac.where(onu.mac).hits.at(-1)).toEqual({ source: 'arp', macaddr: onu.mac, ip: '10.0.0.9' });
    expectRefused(olt, () => olt.mac.where('x'), /hex digits/);
  });

  it('raises one alarm for a MAC that moves between ports, and lists the move', () => {
    const { olt } = learnt();
    const onu = olt.onus.all().find((o) => o.status === 'Online' && o.portId !== 3);
    if (!onu) throw new Error('fixture');
    const vlanId = olt.mac.switchRows().find((r) => r.macaddr === onu.mac)!.vlan_id;
    olt.mac.cloneOnto(onu.mac, vlanId, 3);
    olt.simulation.tick(20_000);
    const alarms = olt.alarms.list().filter((a) => a.content.includes(`MAC ${onu.mac}`));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.content).toMatch(/moved from PON0\d\/\d+ to PON03/);
    expect(olt.mac.moveList()[0]).toMatchObject({ macaddr: onu.mac, to_port: 3 });
  });

  it("lists the device's own MACs", () => {
    const { olt } = makeOlt();
    const macs = olt.mac.deviceMacs();
    expect(macs[0]).toMatchObject({ kind: 'system', macaddr: olt.chassis.systemInfo().macaddr });
    expect(macs.some((m) => m.kind === 'inband')).toBe(true);
  });
});
