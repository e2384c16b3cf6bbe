import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

const PON1 = 1;
const PON2 = 2;
const GE01 = 9;
const XGE01 = 13;

describe('port groups', () => {
  it('isolation: PONs of the list cannot send to each other, but still to the uplinks', () => {
    const { olt } = makeOlt();
    olt.portGroup.isolate('pon', [PON1, PON2], true);
    expect(olt.portGroup.config().pon_isolate_portlist).toBe('1-2');
    const reach = Object.fromEntries(olt.portGroup.reach(PON1).reach.map((r) => [r.port_id, r.reason]));
    expect(reach).toMatchObject({ [PON1]: 'same_port', [PON2]: 'both_isolated', 3: 'allowed', [GE01]: 'allowed' });
    olt.portGroup.isolate('pon', [PON2], false);
    expect(olt.portGroup.mayForward(PON1, PON2)).toBe(true);
    expectRefused(olt, () => olt.portGroup.isolate('pon', [GE01], true), /not a PON port/);
    expectRefused(olt, () => olt.portGroup.isolate('uplink', [PON1], true), /not a GE or XGE/);
    expectRefused(olt, () => olt.portGroup.isolate('pon', [PON2], false), /not isolated/);
  });

  it('inter-working: a PON mapped to no uplink sends no upstream, and the uplinks carry less', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    olt.portGroup.setMode(2);
    olt.portGroup.setInterWorking(PON1, [PON2]);
    expect(olt.portGroup.config().inter_working.find((r) => r.port_id === PON1)?.inter_working_portlist).toBe('2');
    olt.ports.clearCounters(0);
    olt.simulation.tick(10_000);
    const pon1 = olt.ports.counters(PON1);
    expect(pon1.rx_octets).toBe(0);
    expect(pon1.rx_discard_frame).toBeGreaterThan(0);
    expect(olt.ports.counters(PON2).rx_octets).toBeGreaterThan(0);
    olt.portGroup.resetInterWorking();
    expect(olt.portGroup.mayForward(PON1, XGE01)).toBe(true);
    expectRefused(olt, () => olt.portGroup.setInterWorking(PON1, [PON1]), /own egress/);
    expectRefused(olt, () => olt.portGroup.setInterWorking(PON1, []), /at least one/);
    expectRefused(olt, () => olt.portGroup.setMode(3));
  });
});
