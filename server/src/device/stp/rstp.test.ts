import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

/** 8 PONs: GE01 9 (to CORE-1), GE02 10 (no cable), GE03/GE04 11–12 (LAG 1 to AGG-1), XGE01 13 (to AGG-1), XGE02 14. */
const GE1 = 9;
const LAG = 11;
const XGE1 = 13;

const roles = (olt: ReturnType<typeof makeOlt>['olt']) =>
  Object.fromEntries(olt.stp.ports().map((p) => [p.port_id, `${p.port_role}/${p.port_state}`]));

describe('RSTP over the simulated upstream network', () => {
  it('elects CORE-1 root and blocks the redundant uplinks: XGE01 root port, GE01 and the LAG alternate', () => {
    const { olt } = makeOlt();
    expect(olt.stp.bridge()).toMatchObject({
      rb_priority: 4096,
      rb_address: '00:1e:c0:10:00:01',
      root_path_cost: 4000,
    });
    expect(olt.stp.bridge()).toMatchObject({ db_address: '00:1e:c0:20:00:03' });
    expect(roles(olt)).toEqual({
      9: 'Alternate/Discarding',
      10: 'Disabled/Discarding',
      11: 'Alternate/Discarding',
      12: 'Alternate/Discarding',
      13: 'Root/Forwarding',
      14: 'Disabled/Discarding',
    });
    const why = olt.stp.topology().blocking.find((b) => b.port_id === GE1);
    expect(why).toMatchObject({ reason: 'alternate', root_name: 'CORE-1', root_port: 'XGE01', heard_bridge: 'CORE-1' });
    expect(why?.heard_cost).toBe(0);
  });

  it('becomes root with the lowest priority; every cabled uplink is designated and forwards at once', () => {
    const { olt } = makeOlt();
    olt.stp.setBridge({ flags: 2, rb_priority: 0 });
    expect(olt.stp.bridge()).toMatchObject({ rb_priority: 0, root_path_cost: 0 });
    expect(roles(olt)).toMatchObject({
      9: 'Designated/Forwarding',
      11: 'Designated/Forwarding',
      13: 'Designated/Forwarding',
    });
    const core1 = olt.stp.topology().bridges.find((b) => b.name === 'CORE-1');
    expect(core1).toMatchObject({ root: 0, root_port: 'xe1/25', root_path_cost: 4000 });
    expect(olt.alarms.list().some((a) => a.content === 'spanning tree root bridge is now OLT')).toBe(true);
  });

  it('breaks a priority tie by MAC: at 4096 like CORE-1, CORE-1 (lower MAC) stays root', () => {
    const { olt } = makeOlt();
    olt.stp.setBridge({ flags: 2, rb_priority: 4096 });
    expect(olt.stp.bridge().rb_address).toBe('00:1e:c0:10:00:01');
  });

  it('follows path costs: GE01 made cheap becomes the root port, and the OLT then offers AGG-1 the better path', () => {
    const { olt } = makeOlt();
    olt.stp.setPort({ flags: 2, port_id: GE1, port_path_cost: 100 });
    expect(roles(olt)[GE1]).toBe('Root/Forwarding');
    expect(roles(olt)[XGE1]).toBe('Designated/Forwarding');
    expect(olt.stp.bridge().root_path_cost).toBe(100);
    const aggEnd = olt.stp.topology().links.find((l) => l.a.port === 'XGE01')?.b;
    expect(aggEnd).toMatchObject({ bridge: 'AGG-1', role: 'Alternate', state: 'Discarding' });
  });

  it('breaks a tie of equal root paths by the designated port id: AGG-1 eth1/1 before eth1/2+3', () => {
    const { olt } = makeOlt();
    // XGE01 at 10000 costs what the two-member LAG costs by speed: both reach the root at 12000 through AGG-1
    olt.stp.setPort({ flags: 2, port_id: XGE1, port_path_cost: 10_000 });
    expect(olt.stp.bridge().root_path_cost).toBe(12_000);
    expect(roles(olt)[XGE1]).toBe('Root/Forwarding');
    expect(roles(olt)[LAG]).toBe('Alternate/Discarding');
    expect(olt.stp.topology().blocking.find((b) => b.port_id === LAG)).toMatchObject({
      heard_cost: 2000,
      heard_port: '128.2',
    });
  });

  it('re-converges when the root port loses its link: the alternate takes over at once and a change is raised', () => {
    const { olt } = makeOlt();
    olt.ports.set(XGE1, { flags: 1, admin_status: 0 });
    const r = roles(olt);
    expect(r[XGE1]).toBe('Disabled/Discarding');
    expect(r[LAG]).toBe('Root/Forwarding');
    expect(olt.alarms.list().some((a) => a.content.startsWith('spanning tree topology change: OLT port GE03'))).toBe(
      true,
    );
    expect(olt.stp.topology().tc_count).toBeGreaterThan(0);
  });

  it('in STP mode a new root port goes through learning with the forward delay', () => {
    const { olt } = makeOlt();
    olt.stp.setBridge({ flags: 0x20, rstp_mode: 0 });
    olt.ports.set(XGE1, { flags: 1, admin_status: 0 });
    expect(roles(olt)[LAG]).toBe('Root/Discarding');
    olt.simulation.tick(15_000);
    expect(roles(olt)[LAG]).toBe('Root/Learning');
    expect(olt.stp.topology().blocking.find((b) => b.port_id === LAG)).toMatchObject({ reason: 'waiting' });
    olt.simulation.tick(15_000);
    expect(roles(olt)[LAG]).toBe('Root/Forwarding');
  });

  it('a neighbour gone silent with its link up: GE01 ages into designated and forwards by the timers (no loop guard)', () => {
    const { olt } = makeOlt();
    olt.stp.upstream.silence('core1');
    olt.simulation.tick(6_000);
    expect(roles(olt)[GE1]).toBe('Designated/Discarding');
    olt.simulation.tick(30_000);
    expect(roles(olt)[GE1]).toBe('Designated/Forwarding');
    olt.stp.upstream.resume('core1');
    olt.simulation.tick(1_000);
    expect(roles(olt)[GE1]).toBe('Alternate/Discarding');
  });

  it('refuses timers that break 2 × (forward delay − 1) ≥ max age ≥ 2 × (hello + 1), and port writes while off', () => {
    const { olt } = makeOlt();
    const before = olt.stp.bridge();
    expectRefused(
      olt,
      () => olt.stp.setBridge({ flags: 4, max_age: 40 }),
      /max_age 40 must be at most 2 × \(forward_delay − 1\) = 28/,
    );
    expectRefused(
      olt,
      () => olt.stp.setBridge({ flags: 8 | 4, hello_time: 10, max_age: 20 }),
      /at least 2 × \(hello_time \+ 1\) = 22/,
    );
    expectRefused(olt, () => olt.stp.setBridge({ flags: 4 }), /max_age is missing/);
    expect(olt.stp.bridge()).toEqual(before);
    olt.stp.setBridge({ flags: 1, status: 0 });
    expect(olt.stp.ports().every((p) => p.port_role === '' && p.port_state === '')).toBe(true);
    expectRefused(olt, () => olt.stp.setPort({ flags: 4, port_id: GE1, port_priority: 16 }), /RSTP is disabled/);
    expectRefused(olt, () => olt.stp.setPort({ flags: 4, port_id: 1, port_priority: 16 }), /not an uplink/);
  });

  it('keeps a link-aggregation group as one port: both members answer alike and take a setting together', () => {
    const { olt } = makeOlt();
    olt.stp.setPort({ flags: 4, port_id: 12, port_priority: 64 });
    const rows = olt.stp.ports().filter((p) => p.port_id === 11 || p.port_id === 12);
    expect(rows.map((p) => p.port_priority)).toEqual([64, 64]);
    expect(olt.stp.topology().links.filter((l) => l.a.port === 'GE03')).toHaveLength(1);
  });
});
