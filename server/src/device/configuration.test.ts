import { describe, expect, it } from 'vitest';
import type { OltConfig } from './device.ts';
import type { WanInput } from '@olt/protocol';
import { expectRefused, findOnu, makeOlt, onlineOnu, onuRow } from '../../test/deviceKit.ts';

/** Operator changes touching every section. */
function configure(olt: ReturnType<typeof makeOlt>['olt']): void {
  olt.ports.set(10, { flags: 0x800 | 0x80, port_desc: 'spare copper', mtu: 1600 });
  olt.pon.setAuth(4, 1, 0);
  const row = findOnu(olt, ['Online'], 1);
  olt.onus.configure(1, row.onu_id, { flags: 0x8 | 0x4, onu_name: 'shop-12', onu_desc: 'corner shop', fec_mode: 1 });
  olt.onus.add(1, { onu_id: 0, macaddr: '02:11:22:33:44:55', auth_state: 1, onu_desc: 'pre-provisioned' });
  olt.onus.sort(2, [...olt.onus.ids(2)].reverse());
  olt.onus.addDeny(3, '02:66:77:88:99:aa', 'stolen');
  const root = olt.splitters.list(5).find((s) => s.parent === 0)?.splitter_id ?? 0;
  const id = olt.splitters.add(5, { name: 'pole-9', description: 'new street' }, root);
  olt.splitters.bind(5, id, olt.onus.ids(5).slice(0, 3));
  olt.vlan.create(1000, 1002);
  olt.vlan.setMembers(1000, 1000, [1, 9], []);
  olt.vlan.setName(1001, 'cctv');
  olt.vlan.setPortType(10, 3);
  olt.vlan.setDefaultPorts(1002, [10]);
  olt.vlan.setTranslation({ port_id: 3, old_vlan: 30, new_vlan: 300, new_vlan_pri: 5 });
  olt.vlan.setQinq({ port_id: 9, cvlan: 44, cvlan_s: 0, cvlan_e: 0, svlan: 3500, svlan_pri: 255 });
  olt.chassis.setHostname('core-olt-1');
  olt.stp.setBridge({ flags: 2, rb_priority: 8192 });
  olt.igmp.setMvlanDesc(200, 'tv');
  olt.storm.set(9, 0x4, { broadcast: 3000, multicast: 0, unicast: 0 });
  olt.loopDetect.set('uplink', { recover_mode: 1 });
  // the PON and ONU sections
  olt.loid.add(3, 'newloid', 'pw1', 1);
  const hgu = onlineOnu(olt, (o) => o.hw.sn_model === 'XE-H440W' && o.portId !== 4);
  olt.sla.set(hgu.portId, hgu.onuId, { sla_type: 'type5', fix: 1000, assure: 2000, max: 50_000 });
  olt.onuPorts.set(hgu.portId, hgu.onuId, 2, { flags: 0x4, loopdetect: 1 });
  olt.onuVlans.setMode(hgu.portId, hgu.onuId, 1, 2, 100, 3);
  olt.onuVlans.setProfile(6, 2, 1, 200);
  olt.onuMulticast.setFastLeave(hgu.portId, hgu.onuId, 2);
  olt.hgu.setRadio(hgu.portId, hgu.onuId, { mode: 2, encrypt: 4, ssid: 'Cafe_5G', password: 'secret123' });
  olt.hgu.addWan(hgu.portId, hgu.onuId, wanInput({ name: 'internet', portmap: [1, 2] }));
  olt.onuStats.setMonitoring(hgu.portId, hgu.onuId, 0, 1, 600);
  olt.firmware.addType('H440W-main');
  olt.firmware.bind(hgu.portId, [hgu.onuId], 'H440W-main');
  // management access, services and AAA
  olt.management.setOutbound({ ipv6: '2001:db8::7/64' }, '', false);
  olt.management.addInbound(1001, { ipaddr: '10.50.0.1', ipmask: '255.255.255.0' });
  olt.management.setDns({ primary: '192.0.2.53' });
  olt.management.setGateway('192.168.1.1');
  olt.accessList.add(
    { name: 'noc', afi: 1, type: 1, hostip: '192.0.2.0/24', macaddr: '00:11:22:33:44:55', access: 2 },
    '192.0.2.9',
  );
  olt.services.setSyslog('192.0.2.40', 514);
  olt.aaa.set({ ...olt.aaa.config, radius_server: '192.0.2.18', radius_secret: 's3cret' });
  // the MAC tables
  olt.mac.setAge(600);
  olt.mac.add({ macaddr: '00:11:22:33:44:77', vlan_id: 1001, port_id: 9, mac_type: 2 });
  olt.acl.addPeriod('office', { relative: { day: 'working-day', stime: '8:00', etime: '18:00' } });
  olt.acl.create(3000);
  olt.acl.setRule({ acl_id: 3000, rule_id: 1, action: 1, flags: 0x1 | 0x10, protocol: 'tcp', dst_port: '23' });
  olt.filter.bind(3000, 0, [9]);
  olt.qos.setScheduler(2, [10, 0, 0, 0, 0, 0, 0, 90]);
  olt.route.addStatic({ ipaddress: '172.16.0.0', mask: '255.255.0.0', gateway: '10.40.0.254' });
  olt.mirror.set(1, 10, 3);
  olt.lag.addMembers(2, [14]);
  olt.lag.setPort(14, { lacp_mode: 2, timeout: 1, port_priority: 9 });
  olt.portGroup.isolate('pon', [1, 2], true);
  olt.mstp.setRegion({ regional_name: 'UPLINK' });
  olt.dhcp.setResponseTime(60);
  olt.deviceLog.setLevel('dhcp', 7);
  olt.timerTask.set({
    task_id: 0,
    name: 'nightly',
    action: 1,
    port_id: 0,
    repeat: 1,
    date: '',
    time: '03:00',
    weekdays: 0,
    enabled: 1,
  });
}

/** An ONU-29 request as the protocol reads it, bridged unless told otherwise. */
function wanInput(over: Partial<WanInput>): WanInput {
  return { name: 'wan', index: -1, ipmode: 3, ctype: 2, tagmode: 0, ipproto: 1, reqdns: 0, igmpproxy: 0, ...over };
}

describe('configuration snapshot', () => {
  it('exports plain JSON with every section, emitting each changed section', () => {
    const { olt, heard } = makeOlt();
    configure(olt);
    const cfg = olt.config.export();
    expect(JSON.parse(JSON.stringify(cfg))).toEqual(cfg);
    expect(Object.keys(cfg).sort()).toEqual(['version', ...olt.config.sectionNames()].sort());
    expect(new Set(heard.sections.flat())).toEqual(new Set(olt.config.sectionNames()));
    expect(olt.config.exportSection('qinq')).toEqual(cfg.qinq);
  });

  it('keeps simulated state out of it: time passing changes no configuration', () => {
    const { olt, heard } = makeOlt();
    const before = olt.config.export();
    // (unauthorised ONUs that come and go are present, not configured; one the device authorises by itself, on an
    // automatic PON or by its LOID, is added to the allow list: that is the only configuration time may change)
    for (let i = 0; i < 10; i++) olt.simulation.tick(60_000);
    const authorised = olt.config.export().onus.filter((o) => o.auth_state === 1);
    for (const write of heard.writes) {
      expect(write.sections).toEqual(['onus']);
      for (const key of write.records.get('onus') ?? []) {
        expect(authorised.map((o) => `${o.port_id}/${o.onu_id}`)).toContain(key);
        expect(before.onus.find((o) => `${o.port_id}/${o.onu_id}` === key)?.auth_state ?? 0).toBe(0);
      }
    }
    const after = olt.config.export();
    expect(after.vlans).toEqual(before.vlans);
    expect(after.pon).toEqual(before.pon);
    expect(after.onus.filter((o) => before.onus.some((b) => b.macaddr === o.macaddr))).toEqual(
      before.onus.filter((o) => after.onus.some((a) => a.macaddr === o.macaddr)),
    );
  });

  it('round-trips: importing an export into a fresh device gives the same configuration', () => {
    const { olt } = makeOlt();
    configure(olt);
    const cfg = olt.config.export();
    const fresh = makeOlt().olt;
    fresh.config.import(structuredClone(cfg));
    expect(fresh.config.export()).toEqual(cfg);
    expect(fresh.vlan.table()).toEqual(olt.vlan.table());
    expect(fresh.vlan.portVlans()).toEqual(olt.vlan.portVlans());
    expect(fresh.splitters.list(5)).toEqual(olt.splitters.list(5));
    // the display order of configured ONUs survives; unauthorised ONUs that appeared by themselves are not configuration
    const configured = new Set(cfg.onus.filter((o) => o.port_id === 2).map((o) => o.onu_id));
    const order = (device: typeof olt) =>
      device.onus
        .list(2)
        .map((r) => r.onu_id)
        .filter((id) => configured.has(id));
    expect(order(fresh)).toEqual(order(olt));
    expect(fresh.ports.info(10)).toMatchObject({ port_desc: 'spare copper', mtu: 1600, pvid: 1002 });
  });

  it('brings back the factory configuration, keeping the ONUs that stay on their PON as they are', () => {
    const { olt, heard } = makeOlt();
    const factory = olt.config.factory();
    configure(olt);
    const online = findOnu(olt, ['Online'], 6);
    heard.sections.length = 0;
    olt.config.import(factory);
    expect(olt.config.export()).toEqual(factory);
    expect(heard.sections).toEqual([]);
    expect(heard.onuChanges.at(-1)?.rows.length).toBeGreaterThan(300);
    expect(onuRow(olt, 6, online.onu_id)).toMatchObject({ status: 'Online', register_time: online.register_time });
    expect(onuRow(olt, 1, olt.onus.ids(1).at(-1) ?? 0)?.macaddr).not.toBe('02:11:22:33:44:55');
  });

  it('takes some sections and leaves the others at the factory setting', () => {
    const { olt } = makeOlt();
    configure(olt);
    const vlansOnly = {
      version: 1,
      vlans: olt.config.exportSection('vlans'),
      portVlans: olt.config.exportSection('portVlans'),
      // the VLAN rows name each trunk's members
      trunks: olt.config.exportSection('trunks'),
    };
    const fresh = makeOlt().olt;
    fresh.config.import(vlansOnly);
    expect(fresh.vlan.table()).toEqual(olt.vlan.table());
    expect(fresh.config.exportSection('deny')).toEqual(fresh.config.factory().deny);
  });

  it('lets a box that lost its configured entry register again as a new ONU', () => {
    const { olt } = makeOlt();
    const online = findOnu(olt, ['Online'], 1);
    const cfg = olt.config.export();
    cfg.onus = cfg.onus.filter((o) => o.macaddr !== online.macaddr);
    cfg.splitters = cfg.splitters.map((s) =>
      s.port_id === 1 ? { ...s, onus: s.onus.filter((id) => id !== online.onu_id) } : s,
    );
    olt.config.import(cfg);
    expect(olt.onus.table().some((r) => r.macaddr === online.macaddr)).toBe(false);
    olt.simulation.tick(3 * 60_000);
    expect(olt.onus.table().find((r) => r.macaddr === online.macaddr)).toMatchObject({
      port_id: 1,
      status: 'Online',
      auth_state: 1,
    });
  });

  it('refuses a malformed or inconsistent configuration and changes nothing', () => {
    const { olt } = makeOlt();
    const good = olt.config.export();
    const broken = (change: (cfg: OltConfig) => void): OltConfig => {
      const cfg = structuredClone(good);
      change(cfg);
      return cfg;
    };
    const first = good.onus[0];
    const second = good.onus[1];
    if (!first || !second) throw new Error('fixture');
    expectRefused(olt, () => olt.config.import(null), /malformed/);
    expectRefused(olt, () => olt.config.import({ version: 2 }), /malformed/);
    expectRefused(olt, () => olt.config.import({ ...good, extra: 1 }), /malformed/);
    expectRefused(olt, () => olt.config.import({ version: 1, vlans: 'all' }), /malformed/);
    expectRefused(olt, () => olt.config.import(broken((c) => c.vlans.splice(0, 1))), /VLAN 1 must exist/);
    expectRefused(olt, () => olt.config.import(broken((c) => c.vlans[0]?.tagged.push(1))), /both tagged and untagged/);
    expectRefused(olt, () => olt.config.import(broken((c) => c.portVlans.pop())), /no VLAN settings/);
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => (c.onus[1] = { ...second, macaddr: first.macaddr }))),
      /two ONUs/,
    );
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => (c.onus[1] = { ...second, port_id: first.port_id, onu_id: first.onu_id }))),
      /twice/,
    );
    expectRefused(olt, () => olt.config.import(broken((c) => (c.onus[0] = { ...first, onu_id: 65 }))), /onu_id/);
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => (c.onus[0] = { ...first, onu_name: 'a b' }))),
      /white space/,
    );
    expectRefused(
      olt,
      () =>
        olt.config.import(
          broken((c) => c.deny.push({ port_id: 1, onu_id: 9, macaddr: first.macaddr, onu_name: '', reason: '' })),
        ),
      /both the allow and the deny/,
    );
    expectRefused(
      olt,
      () =>
        olt.config.import(
          broken((c) =>
            c.splitters.push({ port_id: 1, splitter_id: 50, name: 'x', description: '', parent: 49, onus: [] }),
          ),
        ),
      /missing splitter/,
    );
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => (c.splitters[1] = { ...c.splitters[1]!, onus: [64] }))),
      /not configured/,
    );
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => (c.pon[0] = { ...c.pon[0]!, auth_type: 7 }))),
      /auth_type/,
    );
    expectRefused(olt, () => olt.config.import(broken((c) => (c.ports[0] = { ...c.ports[0]!, mtu: 99 }))), /mtu/);
    expectRefused(
      olt,
      () => olt.config.import(broken((c) => c.translations.push({ ...c.translations[0]! }))),
      /already exists/,
    );
  });
});
