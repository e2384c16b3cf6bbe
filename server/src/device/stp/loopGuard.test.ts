import { describe, expect, it } from 'vitest';
import { makeOlt } from '../../../test/deviceKit.ts';
import { UpstreamBridges } from './upstreamBridges.ts';

/** 8 PONs: GE01 9 (to CORE-1), GE03/GE04 11–12 (LAG 1 to AGG-1), XGE01 13 (to AGG-1). CORE-1 is the root. */
const GE1 = 9;
const XGE1 = 13;
type Olt = ReturnType<typeof makeOlt>['olt'];

const cist = (olt: Olt, id: number) => olt.mstp.cistPorts().find((p) => p.port_id === id);
const flags = (olt: Olt, id: number) => olt.mstp.portStatus().find((p) => p.port_id === id);
const alarmed = (olt: Olt, text: string) => olt.alarms.list().some((a) => a.content.startsWith(text));
/** role 2 designated, 3 alternate, 1 root; state 1 discarding, 2 learning, 3 forwarding */
const roleState = (olt: Olt, id: number) => `${cist(olt, id)?.port_role}/${cist(olt, id)?.port_state}`;
const seconds = (olt: Olt, n: number) => {
  for (let i = 0; i < n; i++) olt.simulation.tick(1_000);
};

describe('MSTP loop guard when a neighbour falls silent with its link up', () => {
  it('without loop guard the alternate port ages into designated and forwards after the forward delays: a loop', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    expect(roleState(olt, GE1)).toBe('3/1');
    olt.stp.upstream.silence('core1');
    seconds(olt, 5);
    // 3 × hello (2 s): CORE-1's information still counts
    expect(roleState(olt, GE1)).toBe('3/1');
    seconds(olt, 1);
    expect(roleState(olt, GE1)).toBe('2/1');
    expect(flags(olt, GE1)?.loop_inconsistent).toBe(0);
    // no agreement comes back from a silent bridge: the port moves by the timers
    seconds(olt, 15);
    expect(roleState(olt, GE1)).toBe('2/2');
    seconds(olt, 15);
    expect(roleState(olt, GE1)).toBe('2/3');
    expect(olt.mstp.forwards(GE1)).toBe(true);
    expect(alarmed(olt, 'GE01: BPDUs stopped')).toBe(false);
  });

  it('with loop guard the port is held loop-inconsistent, with an alarm, and recovers by itself when BPDUs return', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.setLoopGuard(GE1, 1);
    olt.stp.upstream.silence('core1');
    seconds(olt, 6);
    expect(roleState(olt, GE1)).toBe('2/1');
    expect(flags(olt, GE1)).toMatchObject({ loop_detect_guard: 1, loop_inconsistent: 1 });
    expect(alarmed(olt, 'GE01: BPDUs stopped on a loop-guarded port, port loop-inconsistent (discarding)')).toBe(true);
    expect(olt.mstp.topology()[0]?.blocking.find((b) => b.port_id === GE1)).toMatchObject({
      reason: 'loop_inconsistent',
      heard_bridge: 'CORE-1',
      wait_s: 0,
    });
    seconds(olt, 60);
    expect(roleState(olt, GE1)).toBe('2/1');
    expect(olt.mstp.forwards(GE1)).toBe(false);

    olt.stp.upstream.resume('core1');
    seconds(olt, 1);
    expect(roleState(olt, GE1)).toBe('3/1');
    expect(flags(olt, GE1)?.loop_inconsistent).toBe(0);
    expect(alarmed(olt, 'GE01: BPDUs received again, loop-inconsistent state cleared')).toBe(true);
  });

  it('holds a root port too: the OLT finds the root through another port, the silent link stays discarding', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    expect(roleState(olt, XGE1)).toBe('1/3');
    olt.mstp.setLoopGuard(XGE1, 1);
    olt.stp.upstream.silence('agg');
    seconds(olt, 6);
    expect(roleState(olt, XGE1)).toBe('2/1');
    expect(flags(olt, XGE1)?.loop_inconsistent).toBe(1);
    expect(roleState(olt, GE1)).toBe('1/3');
    expect(olt.mstp.cistBridge().root_port_name).toBe('GE01');
  });

  it('leaves a designated port alone: on a link where the OLT sends the BPDUs, silence from the far end is normal', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.setBridgePriority(0, 0);
    olt.mstp.setLoopGuard(XGE1, 1);
    olt.stp.upstream.silence('agg');
    seconds(olt, 10);
    expect(roleState(olt, XGE1)).toBe('2/3');
    expect(flags(olt, XGE1)?.loop_inconsistent).toBe(0);
  });

  it('turning loop guard off lets a held port go on as designated; MSTP off clears the state', () => {
    const { olt } = makeOlt();
    olt.mstp.setStatus(1);
    olt.mstp.setLoopGuard(GE1, 1);
    olt.stp.upstream.silence('core1');
    seconds(olt, 6);
    expect(flags(olt, GE1)?.loop_inconsistent).toBe(1);
    olt.mstp.setLoopGuard(GE1, 0);
    expect(flags(olt, GE1)?.loop_inconsistent).toBe(0);
    seconds(olt, 30);
    expect(roleState(olt, GE1)).toBe('2/3');
    olt.mstp.setLoopGuard(GE1, 1);
    expect(roleState(olt, GE1)).toBe('2/1');
    olt.mstp.setStatus(0);
    expect(flags(olt, GE1)?.loop_inconsistent).toBe(0);
  });
});

describe('the simulated upstream bridges', () => {
  it('now and then a neighbour cabled to the OLT falls silent for a while, or turns legacy STP, and comes back', () => {
    let now = 0;
    const upstream = new UpstreamBridges(
      7,
      () => now,
      () => ['core1', 'agg'],
    );
    const silences: number[] = [];
    let legacy = 0;
    let since: number | undefined;
    let isCore2Touched = false;
    for (now = 1_000; now <= 7 * 86_400_000; now += 1_000) {
      upstream.step(now);
      const s = upstream.silentSince('core1') ?? upstream.silentSince('agg');
      if (s !== undefined && since === undefined) since = s;
      if (s === undefined && since !== undefined) {
        silences.push(now - since);
        since = undefined;
      }
      if (upstream.protocolOf('core1') === 'stp' || upstream.protocolOf('agg') === 'stp') legacy++;
      if (upstream.protocolOf('core2') === 'stp' || upstream.silentSince('core2') !== undefined) isCore2Touched = true;
    }
    // CORE-2 has no cable to the OLT: its faults would show nothing
    expect(isCore2Touched).toBe(false);
    // about one silence in 12 hours and one legacy spell a day: rare, each for a while
    expect(silences.length).toBeGreaterThanOrEqual(3);
    expect(silences.length).toBeLessThanOrEqual(30);
    expect(silences.every((ms) => ms >= 20_000 && ms <= 121_000)).toBe(true);
    expect(legacy).toBeGreaterThan(0);
    expect(legacy).toBeLessThan(86_400 * 2);
  });
});
