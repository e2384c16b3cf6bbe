import { describe, expect, it } from 'vitest';
import { portName } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

describe('ports', () => {
  it('lists PON, GE and XGE ports in global order with state, media and LAG membership', () => {
    const { olt } = makeOlt();
    const ports = olt.ports.list();
    expect(ports.map((p) => portName(p.port_id, olt.counts))).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `PON0${i + 1}`),
      'GE01',
      'GE02',
      'GE03',
      'GE04',
      'XGE01',
      'XGE02',
    ]);
    expect(ports.filter((p) => p.media === 'copper').map((p) => p.port_id)).toEqual([9, 10, 11, 12]);
    expect(ports.filter((p) => p.link_aggregation === 1).map((p) => p.port_id)).toEqual([11, 12]);
    expect(ports.find((p) => p.port_id === 9)).toMatchObject({ link_status: 1, speed: '1000M', pvid: 1 });
    expect(ports.find((p) => p.port_id === 10)).toMatchObject({ link_status: 0, speed: '0M' });
    expect(ports.find((p) => p.port_id === 13)).toMatchObject({ link_status: 1, speed: '10000M' });
    expect(ports.filter((p) => p.port_id <= 8).every((p) => p.link_status === 1)).toBe(true);
  });

  it('follows other port counts', () => {
    const { olt } = makeOlt({ ponPorts: 4, gePorts: 2, xgePorts: 0 });
    expect(olt.ports.list()).toHaveLength(6);
    expect(olt.ports.list().every((p) => p.link_aggregation === 0)).toBe(true);
    expect(olt.vlan.portVlans()).toHaveLength(6);
  });

  it('changes settings by flags (PORT-02); a PVID change follows the VLAN rules', () => {
    const { olt, heard } = makeOlt();
    olt.ports.set(9, {
      flags: 0x800 | 0x80 | 0x40 | 0x100,
      port_desc: 'to core router',
      mtu: 1800,
      speed: '100M',
      erate: 2048,
    });
    expect(olt.ports.info(9)).toMatchObject({
      port_desc: 'to core router',
      mtu: 1800,
      speed: '100M',
      auto_neg: 0,
      erate: 2048,
    });
    expect(heard.sections.at(-1)).toEqual(['ports']);
    olt.ports.set(9, { flags: 0x1, admin_status: 0 });
    expect(olt.ports.info(9)).toMatchObject({ admin_status: 0, link_status: 0 });
    olt.ports.set(1, { flags: 0x400, pvid: 100 });
    expect(olt.ports.info(1).pvid).toBe(100);
    expect(heard.sections.at(-1)).toEqual(expect.arrayContaining(['ports', 'vlans', 'portVlans']));
  });

  it('refuses bad port settings, changing nothing', () => {
    const { olt } = makeOlt();
    expectRefused(olt, () => olt.ports.set(99, { flags: 0x800, port_desc: 'x' }), /does not exist/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0 }), /flags/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x1000 }), /flags/);
    expectRefused(olt, () => olt.ports.set(1, { flags: 0x1, admin_status: 0 }), /PON port only takes/);
    expectRefused(olt, () => olt.ports.set(1, { flags: 0x100, erate: 100 }), /PON port only takes/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x40, speed: '10000M' }), /speed/);
    expectRefused(olt, () => olt.ports.set(13, { flags: 0x40, speed: '100M' }), /speed/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x80, mtu: 127 }), /mtu/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x80 }), /missing/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x100, erate: 63 }), /erate/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x800, port_desc: 'd'.repeat(65) }), /64/);
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x400, pvid: 4000 + 50 }), /does not exist/);
    // a refused PVID leaves the description alone too
    expectRefused(olt, () => olt.ports.set(9, { flags: 0x400 | 0x800, pvid: 5, port_desc: 'new' }), /does not exist/);
  });

  it('clears counters of one port or all', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(10_000);
    olt.ports.clearCounters(9);
    expect(olt.ports.counters(9).rx_octets).toBe(0);
    expect(olt.ports.counters(13).rx_octets).toBeGreaterThan(0);
    olt.ports.clearCounters(0);
    expect(olt.ports.counterRows().every((r) => r.rx_octets === 0 && r.tx_octets === 0)).toBe(true);
    expectRefused(olt, () => olt.ports.clearCounters(99), /does not exist/);
  });
});

describe('what port settings do to the traffic', () => {
  const rxOctets = (olt: ReturnType<typeof makeOlt>['olt'], id: number) => olt.ports.counters(id).rx_octets;

  it('takes an uplink set admin-down off the link: its traffic stops, an alarm says so, and it comes back', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    olt.ports.set(9, { flags: 0x1, admin_status: 0 });
    expect(olt.alarms.list()[0]?.content).toMatch(/GE01 link down \(disabled by the operator\)/);
    const before = rxOctets(olt, 9);
    olt.simulation.tick(10_000);
    expect(rxOctets(olt, 9)).toBe(before);
    expect(olt.ports.rates().find((r) => r.port_id === 9)).toMatchObject({ inbound_bps: 0, outbound_bps: 0 });
    olt.ports.set(9, { flags: 0x1, admin_status: 1 });
    expect(olt.alarms.list()[0]?.content).toMatch(/GE01 link up/);
    olt.simulation.tick(5_000);
    expect(rxOctets(olt, 9)).toBeGreaterThan(before);
  });

  it('caps what an uplink carries by its rate limits, counting the rest as discarded', () => {
    const { olt } = makeOlt();
    olt.ports.set(9, { flags: 0x200 | 0x100, irate: 1_000, erate: 500 });
    olt.simulation.tick(10_000);
    const rate = olt.ports.rates().find((r) => r.port_id === 9);
    expect(rate?.inbound_bps).toBeLessThanOrEqual(1_000_000);
    expect(rate?.outbound_bps).toBeLessThanOrEqual(500_000);
    const c = olt.ports.counters(9);
    // about 10 s at 1,000 kbit/s
    expect(c.rx_octets).toBeLessThanOrEqual(1_250_000 + 1);
    expect(c.rx_discard_frame).toBeGreaterThan(1_000);
  });

  it('counts oversize frames on a PON whose MTU is below what the ONUs send', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    expect(olt.ports.counters(1).rx_oversize_frame).toBe(0);
    olt.ports.set(1, { flags: 0x80, mtu: 1000 });
    olt.simulation.tick(5_000);
    const c = olt.ports.counters(1);
    expect(c.rx_oversize_frame).toBeGreaterThan(0);
    expect(c.rx_discard_frame).toBeGreaterThanOrEqual(c.rx_oversize_frame);
  });

  it("lets another area stop a port's traffic through a flow filter", () => {
    const { olt } = makeOlt();
    olt.ports.addFlowFilter((id, direction) => (id === 13 && direction === 'rx' ? 0 : 1));
    olt.simulation.tick(5_000);
    const c = olt.ports.counters(13);
    expect(c.rx_octets).toBe(0);
    expect(c.rx_discard_frame).toBeGreaterThan(0);
    expect(c.tx_octets).toBeGreaterThan(0);
  });
});

describe('PON settings (PON-01…08) and optics', () => {
  it('changes settings and refuses bad values', () => {
    const { olt, heard } = makeOlt();
    olt.pon.setAuth(1, 1, 2);
    olt.pon.setP2p(1, 1);
    olt.pon.setRogue(1, 2, 1);
    olt.pon.setLoopOnu(1, 1);
    olt.pon.setOpticalRange(1, -28.5, 0);
    expect(olt.pon.list()[0]).toMatchObject({
      auth_type: 1,
      auth_mode: 2,
      p2p_flag: 1,
      rogue_mode: 2,
      add_deny_flag: 1,
      lb_onu_mode: 1,
      opt_min: -28.5,
    });
    expect(heard.sections.at(-1)).toEqual(['pon']);
    olt.ponGuard.detectNow(1);
    expect(olt.alarms.list()[0]?.content).toMatch(/rogue/);
    expectRefused(olt, () => olt.pon.setAuth(1, 2, 0), /auth_type/);
    expectRefused(olt, () => olt.pon.setAuth(1, 0, 4), /auth_mode/);
    expectRefused(olt, () => olt.pon.setOpticalRange(1, -10, 1), /opt_min/);
    expectRefused(olt, () => olt.pon.setOptState(1, 2), /optstate/);
    expectRefused(olt, () => olt.pon.setP2p(9, 1), /not a PON/);
    expectRefused(olt, () => olt.ponGuard.detectNow(2), /manual rogue/);
  });

  it('takes every ONU of a PON down while its laser is off, and back up after', () => {
    const { olt } = makeOlt();
    olt.pon.setOptState(4, 0);
    expect(olt.pon.summary()[3]).toMatchObject({ status: 0, online: 0 });
    expect(olt.ports.info(4).link_status).toBe(0);
    olt.simulation.tick(10 * 60_000);
    expect(olt.pon.summary()[3]?.online).toBe(0);
    olt.pon.setOptState(4, 1);
    olt.simulation.tick(60_000);
    expect(olt.pon.summary()[3]?.online).toBeGreaterThan(30);
  });

  it('moves ONUs below the receive-power limit to the deny list when asked', () => {
    const { olt, heard } = makeOlt();
    const weak = olt.onus.table().find((r) => r.status === 'Online' && Number(r.receive_power) < -27.5);
    if (!weak) throw new Error('fixture');
    olt.pon.setOpticalRange(weak.port_id, -27, 1);
    olt.simulation.tick(10_000);
    expect(olt.onus.denyList(weak.port_id).some((d) => d.macaddr === weak.macaddr)).toBe(true);
    expect(heard.sections.flat()).toEqual(expect.arrayContaining(['onus', 'deny']));
  });

  it('reports the PON transceivers', () => {
    const { olt } = makeOlt();
    expect(olt.pon.modulesList()).toHaveLength(8);
    const detail = olt.pon.moduleDetail(1);
    expect(detail).toMatchObject({ port_id: 1, mstate: 1, wave_length: 1490 });
    expect(typeof detail.rxpwr_low_alarm).toBe('number');
    expect(detail.transmit_power).toMatch(/ dBm$/);
  });
});
