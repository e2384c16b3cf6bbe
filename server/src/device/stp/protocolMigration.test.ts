import { describe, expect, it } from 'vitest';
import { makeOlt } from '../../../test/deviceKit.ts';

/** 8 PONs: GE01 9 (to CORE-1), GE03/GE04 11–12 (LAG 1 to AGG-1), XGE01 13 (to AGG-1). */
const GE1 = 9;
const LAG = 11;
const XGE1 = 13;
type Olt = ReturnType<typeof makeOlt>['olt'];

const compat = (olt: Olt) => Object.fromEntries(olt.mstp.portStatus().map((p) => [p.port_id, p.stp_compatible ?? -1]));
const cist = (olt: Olt, id: number) => olt.mstp.cistPorts().find((p) => p.port_id === id);
const roleState = (olt: Olt, id: number) => `${cist(olt, id)?.port_role}/${cist(olt, id)?.port_state}`;
const fallBacks = (olt: Olt, port: string) =>
  olt.alarms.list().filter((a) => a.content === `${port}: 802.1D STP BPDUs received, port in STP-compatible mode`)
    .length;
const seconds = (olt: Olt, n: number) => {
  for (let i = 0; i < n; i++) olt.simulation.tick(1_000);
};

describe('MSTP protocol migration (mcheck) with a neighbour that speaks legacy STP', () => {
  it('a port that hears an 802.1D bridge falls back to STP-compatible mode, with an alarm, and converges by the timers', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    expect(compat(olt)).toMatchObject({ [GE1]: 0, [LAG]: 0, [XGE1]: 0 });
    olt.stp.upstream.speak('agg', 'stp');
    expect(compat(olt)).toMatchObject({ [GE1]: 0, [LAG]: 1, 12: 1, [XGE1]: 1 });
    expect(fallBacks(olt, 'XGE01')).toBe(1);
    // the OLT made root, its alternate ports become designated: towards CORE-1 it agrees at once, the group on the
    // STP link waits out the forward delays
    olt.mstp.setBridgePriority(0, 0);
    expect(roleState(olt, GE1)).toBe('2/3');
    expect(roleState(olt, LAG)).toBe('2/1');
    seconds(olt, 15);
    expect(roleState(olt, LAG)).toBe('2/2');
    seconds(olt, 15);
    expect(roleState(olt, LAG)).toBe('2/3');
  });

  it('stays STP-compatible after the neighbour speaks MSTP again, until an mcheck brings it back', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.stp.upstream.speak('agg', 'stp');
    seconds(olt, 2);
    olt.stp.upstream.speak('agg', 'mstp');
    seconds(olt, 60);
    // the neighbour hears the OLT's configuration BPDUs and answers in them: both stay in STP
    expect(compat(olt)).toMatchObject({ [LAG]: 1, [XGE1]: 1 });
    olt.mstp.mcheck(XGE1);
    expect(compat(olt)).toMatchObject({ [LAG]: 1, [XGE1]: 0 });
    seconds(olt, 10);
    expect(compat(olt)).toMatchObject({ [LAG]: 1, [XGE1]: 0 });
    expect(olt.alarms.logs().some((l) => l.content === 'XGE01 MSTP protocol migration check')).toBe(true);
    // and the link is rapid again: XGE01 made dear is an alternate port, designated once the OLT is root, and it
    // forwards at once (agreed with AGG-1), which it would not in STP-compatible mode
    olt.mstp.setCistPort({ port_id: XGE1, admin_external_cost: 200_000, set_admin_external_cost: 1 });
    expect(roleState(olt, XGE1)).toBe('3/1');
    olt.mstp.setBridgePriority(0, 0);
    expect(roleState(olt, XGE1)).toBe('2/3');
  });

  it('an mcheck while the neighbour still speaks STP falls back again after the migrate time', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.stp.upstream.speak('agg', 'stp');
    expect(compat(olt)[XGE1]).toBe(1);
    olt.mstp.mcheck(XGE1);
    expect(compat(olt)[XGE1]).toBe(0);
    seconds(olt, 2);
    expect(compat(olt)[XGE1]).toBe(0);
    seconds(olt, 1);
    expect(compat(olt)[XGE1]).toBe(1);
    expect(fallBacks(olt, 'XGE01')).toBe(2);
  });

  it('a link loss starts the port over in MSTP; MSTP off and on does too', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.stp.upstream.speak('agg', 'stp');
    seconds(olt, 1);
    olt.stp.upstream.speak('agg', 'mstp');
    olt.ports.set(XGE1, { flags: 1, admin_status: 0 });
    seconds(olt, 1);
    olt.ports.set(XGE1, { flags: 1, admin_status: 1 });
    expect(compat(olt)).toMatchObject({ [LAG]: 1, [XGE1]: 0 });
    olt.mstp.setStatus(0);
    olt.mstp.setStatus(1);
    expect(compat(olt)).toMatchObject({ [LAG]: 0, [XGE1]: 0 });
  });

  it('inside the region a port in STP-compatible mode is a boundary port: every instance takes its CIST role', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.setRegion({ regional_name: 'UPLINK' });
    olt.mstp.mapVlans(
      1,
      0,
      Array.from({ length: 100 }, (_, i) => 100 + i),
    );
    olt.mstp.setBridgePriority(1, 0);
    const msti1 = () =>
      olt.mstp
        .instances()
        .find((i) => i.mstid === 1)
        ?.msti_port.find((p) => p.port_id === XGE1);
    expect(msti1()?.port_role).toBe(2);
    olt.stp.upstream.speak('agg', 'stp');
    // the CIST root port towards AGG-1, so Master in the instance
    expect(cist(olt, XGE1)?.port_role).toBe(1);
    expect(msti1()?.port_role).toBe(5);
  });
});
