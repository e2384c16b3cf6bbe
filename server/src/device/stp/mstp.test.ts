import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { configDigest } from './mstpConfig.ts';

/** 8 PONs: GE01 9 (to CORE-1), GE02 10 (no cable), GE03/GE04 11–12 (LAG 1 to AGG-1), XGE01 13 (to AGG-1), XGE02 14. */
const GE1 = 9;
const XGE1 = 13;
const OLT_MAC = (olt: ReturnType<typeof makeOlt>['olt']) => olt.chassis.baseMac.toLowerCase();

/** The neighbours' region (upstream.ts): name UPLINK, revision 0, MSTI 1 = 100-199 (root AGG-1). */
function joinNeighbourRegion(olt: ReturnType<typeof makeOlt>['olt']) {
  olt.mstp.setStatus(1);
  olt.mstp.setRegion({ regional_name: 'UPLINK' });
  olt.mstp.mapVlans(1, 0, [100, 101, 102]);
  olt.mstp.mapVlans(
    1,
    0,
    Array.from({ length: 97 }, (_, i) => 103 + i),
  );
}

const rolesOf = (olt: ReturnType<typeof makeOlt>['olt'], mstid: number) =>
  Object.fromEntries(
    (olt.mstp.instances().find((i) => i.mstid === mstid)?.msti_port ?? []).map((p) => [p.port_id, p.port_role]),
  );

describe('MSTP over the simulated upstream network', () => {
  it('computes the 802.1s digest: the standard value for an empty map, the same for the same map', () => {
    expect(configDigest([{ mstid: 0, vlans: '' }])).toBe('ac36177f50283cd4b83821d8ab26de62');
    const a = configDigest([
      { mstid: 1, vlans: '10-20' },
      { mstid: 2, vlans: '30' },
    ]);
    expect(
      configDigest([
        { mstid: 2, vlans: '30' },
        { mstid: 1, vlans: '10-14,15-20' },
      ]),
    ).toBe(a);
  });

  it('maps VLANs to instances: one instance per VLAN, moving a VLAN changes the digest, the CIST keeps the rest', () => {
    const { olt } = makeOlt();
    const empty = olt.mstp.region().conf_digest;
    olt.mstp.mapVlans(1, 0, [10, 11, 12]);
    const one = olt.mstp.region().conf_digest;
    expect(one).not.toBe(empty);
    expectRefused(olt, () => olt.mstp.mapVlans(3, 0, [12]), /VLAN 12 is already in instance 1/);
    olt.mstp.mapVlans(1, 1, [12]);
    olt.mstp.mapVlans(3, 0, [12]);
    expect(olt.mstp.region().conf_digest).not.toBe(one);
    expect(olt.mstp.cistBridge().msti_vlanlist).toBe('1-9,13-4094');
    expect(olt.mstp.instances().map((i) => [i.mstid, i.msti_vlanlist])).toEqual([
      [0, '1-9,13-4094'],
      [1, '10-11'],
      [3, '12'],
    ]);
    olt.mstp.mapVlans(3, 1, [12]);
    expect(olt.mstp.instances().map((i) => i.mstid)).toEqual([0, 1]);
  });

  it('at a boundary (another region) every instance follows the CIST, its root port Master', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.mapVlans(1, 0, [100]);
    expect(rolesOf(olt, 0)[XGE1]).toBe(1);
    expect(rolesOf(olt, 1)[XGE1]).toBe(5);
    expect(rolesOf(olt, 1)[GE1]).toBe(3);
  });

  it('inside the neighbours’ region each instance has its own root, and priority makes the OLT root of one', () => {
    const { olt } = makeOlt();
    joinNeighbourRegion(olt);
    // built in two steps, the same map as the neighbours': the same digest
    expect(olt.mstp.region().conf_digest).toBe(configDigest([{ mstid: 1, vlans: '100-199' }]));
    const rows = () => Object.fromEntries(olt.mstp.instances().map((i) => [i.mstid, i.designate_addr]));
    expect(rows()).toEqual({ 0: '00:1e:c0:10:00:01', 1: '00:1e:c0:20:00:03' });
    expect(rolesOf(olt, 0)).toMatchObject({ [GE1]: 3, [XGE1]: 1 });
    expect(rolesOf(olt, 1)).toMatchObject({ [GE1]: 3, [XGE1]: 1 });
    olt.mstp.setBridgePriority(1, 0);
    expect(rows()).toEqual({ 0: '00:1e:c0:10:00:01', 1: OLT_MAC(olt) });
    expect(rolesOf(olt, 0)).toMatchObject({ [GE1]: 3, [XGE1]: 1 });
    expect(rolesOf(olt, 1)).toMatchObject({ [GE1]: 2, [XGE1]: 2 });
    expect(
      olt.mstp
        .topology()
        .find((t) => t.mstid === 1)
        ?.bridges.find((b) => b.olt === 1)?.root,
    ).toBe(1);
  });

  it('max hops bounds how far the OLT’s information travels as a regional root: CORE-2, two hops off, declares itself', () => {
    const { olt } = makeOlt();
    joinNeighbourRegion(olt);
    olt.mstp.setBridgePriority(1, 0);
    const roots = () =>
      (olt.mstp.topology().find((t) => t.mstid === 1)?.bridges ?? []).filter((b) => b.root === 1).map((b) => b.name);
    const oltName = () => olt.mstp.topology()[0]!.bridges.find((b) => b.olt === 1)!.name;
    expect(roots()).toEqual([oltName()]);
    // CORE-1 and AGG-1 hear the OLT directly (1 hop left after them); CORE-2 receives none left and discards it
    olt.mstp.setCistTimes({ max_hops: 1, set_max_hops: 1 });
    expect(roots().sort()).toEqual(['CORE-2', oltName()].sort());
    // the OLT's own ports still lead the instance
    expect(rolesOf(olt, 1)).toMatchObject({ [GE1]: 2, [XGE1]: 2 });
    olt.mstp.setCistTimes({ max_hops: 2, set_max_hops: 1 });
    expect(roots()).toEqual([oltName()]);
  });

  it('shuts a BPDU-guarded edge port that hears a bridge, with an alarm', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.setEdge(GE1, 1);
    expect(olt.ports.info(GE1).admin_status).toBe(1);
    olt.mstp.setCistPort({ port_id: GE1, bpdu_guard_port: 1, set_bpdu_guard_port: 1 });
    expect(olt.ports.info(GE1).admin_status).toBe(0);
    expect(olt.alarms.list().some((a) => a.content.startsWith('GE01: BPDU received on a BPDU-guarded edge port'))).toBe(
      true,
    );
    expect(rolesOf(olt, 0)[GE1]).toBe(0);
  });

  it('RSTP and MSTP exclude each other', () => {
    const { olt } = makeOlt();
    expect(olt.stp.bridge().status).toBe(1);
    olt.mstp.setStatus(1);
    expect(olt.stp.bridge().status).toBe(0);
    expect(olt.stp.ports().every((p) => p.port_role === '')).toBe(true);
    olt.stp.setBridge({ flags: 1, status: 1 });
    expect(olt.mstp.status().mstp_status).toBe(0);
    expect(olt.stp.running).toBe(true);
  });

  it('refuses what the device refuses and changes nothing', () => {
    const { olt } = makeOlt();
    expectRefused(olt, () => olt.mstp.setBridgePriority(4, 2), /instance 4 does not exist/);
    expectRefused(olt, () => olt.mstp.setCistTimes({ bridge_hello_time: 10, set_bridge_hello_time: 1 }), /hello_time/);
    expectRefused(olt, () => olt.mstp.mapVlans(1, 1, [5]), /instance 1 does not exist/);
    expectRefused(olt, () => olt.mstp.setEdge(1, 1), /not an uplink/);
    expectRefused(olt, () => olt.mstp.mcheck(GE1), /MSTP is disabled/);
  });

  it('keeps its configuration across a restart (the mstp section), and the stored RSTP stays off', () => {
    const { olt } = makeOlt();
    joinNeighbourRegion(olt);
    olt.mstp.setBridgePriority(1, 0);
    olt.mstp.setMstiPort({ port_id: GE1, mstid: 1, port_priority: 2, set_port_priority: 1 });
    const saved = olt.config.export();
    const { olt: again } = makeOlt();
    again.config.import(saved);
    expect(again.mstp.region()).toEqual(olt.mstp.region());
    expect(again.mstp.instances()).toEqual(olt.mstp.instances());
    expect(again.stp.bridge().status).toBe(0);
  });
});
