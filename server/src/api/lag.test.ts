import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LacpStatus, TrunkRow } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const MEMBER = '/switch_trunk?form=link_aggregation_member';
const trunks = async () => TrunkRow.array().parse((await s.read('/switch_trunk?form=link_aggregation')).data);
const lacp = async () => LacpStatus.parse((await s.read('/switch_lacp?form=lacp_get')).data);

describe('link aggregation (LAG-01…04) and LACP (LACP-X1…X4)', () => {
  it('creates a trunk, adds and removes members, sets its criteria; port names follow', async () => {
    expect((await s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '13,14' })).code).toBe(1);
    expect((await s.write(MEMBER, 'set', { trunk_id: '1', member_portlist: '10' })).code).toBe(1);
    expect((await s.write('/switch_trunk?form=link_aggregation_psc', 'set', { trunk_id: 2, psc: '6' })).code).toBe(1);
    // the log words the criterion as the CLI does, so a script need not look the number up
    expect(s.olt.alarms.logs()[0]?.content).toBe('LAG2: load balancing by criteria src-dst-ip');
    expect(await trunks()).toEqual([
      { trunk_id: 1, psc: 3, member_portlist: '10-12' },
      { trunk_id: 2, psc: 6, member_portlist: '13-14' },
    ]);
    const ports = (await s.read<{ port_id: number; link_aggregation: number }[]>('/switch_port?form=portlist_info'))
      .data;
    expect(ports?.find((p) => p.port_id === 13)?.link_aggregation).toBe(2);
    expect((await s.write(MEMBER, 'delete', { trunk_id: 2, member_portlist: '13-14' })).code).toBe(1);
    expect((await trunks()).map((t) => t.trunk_id)).toEqual([1]);
  });

  it('the criterion set over the API decides which member sends: by destination MAC, one gateway, one member', async () => {
    const sent = async () => {
      s.olt.ports.clearCounters(0);
      s.olt.simulation.tick(20_000);
      const tx = async (id: number) =>
        (await s.read<{ tx_octets: number }>(`/switch_port?form=statistic&port_id=${id}`)).data?.tx_octets ?? 0;
      const [a, b] = [await tx(11), await tx(12)];
      return Math.min(a, b) / Math.max(a, b);
    };
    expect((await s.write('/switch_trunk?form=link_aggregation_psc', 'set', { trunk_id: 1, psc: 2 })).code).toBe(1);
    expect(await sent()).toBeLessThan(0.05);
    expect((await s.write('/switch_trunk?form=link_aggregation_psc', 'set', { trunk_id: 1, psc: 1 })).code).toBe(1);
    expect(await sent()).toBeGreaterThan(0.6);
  });

  it('refuses bad trunks and members with nothing changed', async () => {
    await expectAllRefused(s, [
      [() => s.write(MEMBER, 'set', { trunk_id: 0, member_portlist: '10' })],
      [() => s.write(MEMBER, 'set', { trunk_id: 9, member_portlist: '10' })],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '11' }), /member of LAG1 already/],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '1,2' }), /PON port/],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '10,13' }), /GE ports or all XGE/],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '' }), /at least one/],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: 'x' })],
      [() => s.write(MEMBER, 'set', { trunk_id: 2, member_portlist: '99' }), /does not exist/],
      [() => s.write(MEMBER, 'delete', { trunk_id: 1, member_portlist: '10' }), /not a member/],
      [() => s.write(MEMBER, 'delete', { trunk_id: 4, member_portlist: '10' }), /LAG4 does not exist/],
      [() => s.write('/switch_trunk?form=link_aggregation_psc', 'set', { trunk_id: 1, psc: 0 })],
      [() => s.write('/switch_trunk?form=link_aggregation_psc', 'set', { trunk_id: 3, psc: 1 })],
      [() => s.write('/switch_lacp?form=lacp_system', 'set', { system_priority: 65_536 })],
      [() => s.write('/switch_lacp?form=lacp_trunk', 'set', { trunk_id: 1, mode: 2, max_active: 1 })],
      [() => s.write('/switch_lacp?form=lacp_trunk', 'set', { trunk_id: 1, mode: 1, max_active: 9 })],
      [() => s.write('/switch_lacp?form=lacp_trunk', 'set', { trunk_id: 5, mode: 1, max_active: 2 })],
      [
        () => s.write('/switch_lacp?form=lacp_port', 'set', { port_id: 1, lacp_mode: 1, timeout: 0, port_priority: 1 }),
        /PON port/,
      ],
      [
        () =>
          s.write('/switch_lacp?form=lacp_port', 'set', { port_id: 11, lacp_mode: 0, timeout: 0, port_priority: 1 }),
      ],
    ]);
  });

  it('turns a trunk to LACP and reads the partner and member states', async () => {
    const set = await s.write('/switch_lacp?form=lacp_trunk', 'set', { trunk_id: 1, mode: 1, max_active: 1 });
    expect(set.code).toBe(1);
    await s.write('/switch_lacp?form=lacp_port', 'set', { port_id: 12, lacp_mode: 2, timeout: 1, port_priority: 10 });
    // the lower system id decides who is standby: ours once its priority is below AGG-1's 32768
    await s.write('/switch_lacp?form=lacp_system', 'set', { system_priority: '1' });
    s.olt.simulation.tick(1_000);
    const status = await lacp();
    expect(status.system_priority).toBe(1);
    expect(status.trunks[0]).toMatchObject({ trunk_id: 1, mode: 1, max_active: 1, partner_key: 10 });
    expect(status.trunks[0]?.members.map((m) => [m.port_id, m.state, m.port_priority])).toEqual([
      [11, 'standby', 32_768],
      [12, 'selected', 10],
    ]);
  });
});
