import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

const GE01 = 9;
const GE02 = 10;
const GE03 = 11;
const GE04 = 12;
const XGE01 = 13;

const members = (olt: ReturnType<typeof makeOlt>['olt'], trunkId: number) =>
  Object.fromEntries(
    (olt.lag.lacp().trunks.find((t) => t.trunk_id === trunkId)?.members ?? []).map((m) => [
      m.port_id,
      `${m.state}${m.reason ? `:${m.reason}` : ''}`,
    ]),
  );

describe('link aggregation', () => {
  it('comes with GE03+GE04 as manual trunk 1, both selected, and names them (LAG1)', () => {
    const { olt } = makeOlt();
    expect(olt.lag.trunks()).toEqual([{ trunk_id: 1, psc: 3, member_portlist: '11-12' }]);
    expect(olt.ports.info(GE03).link_aggregation).toBe(1);
    expect(members(olt, 1)).toEqual({ [GE03]: 'selected', [GE04]: 'selected' });
  });

  it('a joining port takes the trunk’s VLAN settings, moves with it, and leaves it again', () => {
    const { olt } = makeOlt();
    olt.vlan.create(3000, 3000);
    olt.vlan.setPortType(GE02, 3);
    olt.lag.addMembers(1, [GE02]);
    expect(olt.ports.info(GE02).link_aggregation).toBe(1);
    const vlanOf = (id: number) => olt.vlan.portVlans().find((p) => p.port_id === id);
    expect({ ...vlanOf(GE02), port_id: 0 }).toEqual({ ...vlanOf(GE03), port_id: 0 });
    // one acts, all move: a VLAN list change on one member reaches the others
    olt.vlan.addPortVlans(GE03, [3000], 1);
    expect(olt.vlan.table().find((v) => v.vlan_id === 3000)?.tagged_portlist).toContain('10');
    olt.lag.removeMembers(1, [GE02]);
    expect(olt.ports.info(GE02).link_aggregation).toBe(0);
    olt.lag.removeMembers(1, [GE03, GE04]);
    expect(olt.lag.trunks()).toEqual([]);
    expect(olt.config.export().trunks).toEqual([]);
  });

  it('refuses PON ports, a port in two trunks, mixed kinds, unknown trunks, with nothing changed', () => {
    const { olt } = makeOlt();
    expectRefused(olt, () => olt.lag.addMembers(2, [1]), /PON port/);
    expectRefused(olt, () => olt.lag.addMembers(2, [GE03]), /member of LAG1 already/);
    expectRefused(olt, () => olt.lag.addMembers(1, [XGE01]), /all be GE ports or all XGE/);
    expectRefused(olt, () => olt.lag.addMembers(9, [GE02]), /trunk_id/);
    expectRefused(olt, () => olt.lag.removeMembers(3, [GE02]), /LAG3 does not exist/);
    expectRefused(olt, () => olt.lag.removeMembers(1, [GE02]), /not a member/);
    expectRefused(olt, () => olt.lag.setPsc(1, 7), /psc/);
    expectRefused(olt, () => olt.lag.setPort(GE03, { lacp_mode: 3, timeout: 0, port_priority: 1 }));
  });

  it('only selected members carry traffic: a member set down stops counting, its partner takes all', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    olt.ports.set(GE04, { flags: 1, admin_status: 0 });
    olt.simulation.tick(2_000);
    expect(members(olt, 1)[GE04]).toBe('unselected:link_down');
    olt.ports.clearCounters(0);
    olt.simulation.tick(10_000);
    expect(olt.ports.counters(GE04).rx_octets).toBe(0);
    expect(olt.ports.counters(GE03).rx_octets).toBeGreaterThan(0);
  });
});

describe('LACP', () => {
  it('negotiates with AGG-1: a port facing another system or at another speed stays out', () => {
    const { olt } = makeOlt();
    olt.lag.setTrunkMode(1, 1, 8);
    olt.lag.addMembers(1, [GE01]);
    olt.simulation.tick(2_000);
    const trunk = olt.lag.lacp().trunks[0];
    expect(trunk?.partner_system_mac).toBe('00:1e:c0:20:00:03');
    expect(trunk?.partner_key).toBe(10);
    expect(members(olt, 1)).toEqual({ [GE01]: 'unselected:other_partner', [GE03]: 'selected', [GE04]: 'selected' });
    olt.lag.removeMembers(1, [GE01]);
    olt.ports.set(GE04, { flags: 0x2 | 0x40, auto_neg: 0, speed: '100M' });
    olt.simulation.tick(1_000);
    expect(members(olt, 1)[GE04]).toBe('unselected:speed_differs');
  });

  it('beyond max_active the lower system id decides by port priority who waits as standby', () => {
    const { olt } = makeOlt();
    olt.lag.setTrunkMode(1, 1, 1);
    olt.lag.setPort(GE04, { lacp_mode: 1, timeout: 0, port_priority: 100 });
    olt.lag.setSystemPriority(100);
    olt.simulation.tick(1_000);
    expect(members(olt, 1)).toEqual({ [GE03]: 'standby:over_max_active', [GE04]: 'selected' });
    // AGG-1 (32768) decides once ours is higher: by its own port numbers, eth1/2 (GE03) first
    olt.lag.setSystemPriority(40_000);
    olt.simulation.tick(1_000);
    expect(members(olt, 1)).toEqual({ [GE03]: 'selected', [GE04]: 'standby:over_max_active' });
  });

  it('two passive ends hear nothing: the partner is lost after three periods of the timeout', () => {
    const { olt } = makeOlt();
    olt.lag.removeMembers(1, [GE03, GE04]);
    olt.lag.addMembers(2, [GE01]);
    olt.lag.setTrunkMode(2, 1, 8);
    olt.simulation.tick(1_000);
    expect(members(olt, 2)[GE01]).toBe('selected');
    // CORE-1 answers passively: once GE01 is passive too, no LACPDU flows; short timeout = lost after 3 s
    olt.lag.setPort(GE01, { lacp_mode: 2, timeout: 1, port_priority: 32_768 });
    olt.simulation.tick(2_000);
    expect(members(olt, 2)[GE01]).toBe('selected');
    olt.simulation.tick(3_000);
    expect(members(olt, 2)[GE01]).toBe('unselected:no_partner');
  });

  it('keeps trunks and LACP settings in the configuration, and a backup with other trunks checks its VLANs by them', () => {
    const { olt } = makeOlt();
    olt.lag.addMembers(1, [GE02]);
    olt.lag.setPort(GE02, { lacp_mode: 2, timeout: 1, port_priority: 7 });
    const saved = structuredClone(olt.config.export());
    const other = makeOlt().olt;
    other.config.import(saved);
    expect(other.lag.trunks()).toEqual([{ trunk_id: 1, psc: 3, member_portlist: '10-12' }]);
    expect(other.lag.lacp().trunks[0]?.members.find((m) => m.port_id === GE02)?.port_priority).toBe(7);
  });
});
