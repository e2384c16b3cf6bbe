import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { PORT_ALARM_ID } from './portAlarms.ts';

const GE01 = 9;

describe('storm control', () => {
  it('keeps limits per port and kind; only the flagged ones change; bad values change nothing', () => {
    const { olt } = makeOlt();
    expect(olt.storm.all()).toHaveLength(14);
    expect(olt.storm.one(GE01)).toEqual({ port_id: GE01, broadcast: 0, multicast: 0, unicast: 0 });
    olt.storm.set(GE01, 0x4 | 0x1, { broadcast: 1000, multicast: 555, unicast: 20_000 });
    expect(olt.storm.one(GE01)).toEqual({ port_id: GE01, broadcast: 1000, multicast: 0, unicast: 20_000 });
    expect(olt.config.export().storm).toEqual([{ port_id: GE01, broadcast: 1000, multicast: 0, unicast: 20_000 }]);
    expectRefused(olt, () => olt.storm.set(GE01, 0x4, { broadcast: 1_488_101, multicast: 0, unicast: 0 }));
    expectRefused(olt, () => olt.storm.set(99, 0x4, { broadcast: 1, multicast: 0, unicast: 0 }));
    expectRefused(olt, () => olt.storm.set(GE01, 0, { broadcast: 1, multicast: 0, unicast: 0 }));
    expect(olt.storm.one(GE01).broadcast).toBe(1000);
    // back to all 0: storm control off, nothing left in the configuration
    olt.storm.set(GE01, 7, { broadcast: 0, multicast: 0, unicast: 0 });
    expect(olt.config.export().storm).toEqual([]);
  });

  it('a storm without a limit is carried: the broadcast counters climb, nothing is discarded for it', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    olt.ports.clearCounters(GE01);
    const before = olt.ports.counters(GE01);
    olt.storm.startStorm(GE01, 'broadcast', 100_000, 60_000);
    olt.simulation.tick(10_000);
    const after = olt.ports.counters(GE01);
    expect(after.rx_broadcast_frame - before.rx_broadcast_frame).toBeGreaterThan(900_000);
    expect(after.rx_discard_frame - before.rx_discard_frame).toBeLessThan(1_000);
    expect(olt.storm.events()).toMatchObject([
      { port_id: GE01, kind: 'broadcast', suppressed: 0, passed_pps: 100_000, ended: '' },
    ]);
    expect(olt.alarms.list().some((a) => a.alarm_id === PORT_ALARM_ID.stormSuppressed)).toBe(false);
  });

  it('a limit holds a storm to it: the rest is discarded and one alarm says so; the storm ends', () => {
    const { olt } = makeOlt();
    olt.storm.set(GE01, 0x4, { broadcast: 2_000, multicast: 0, unicast: 0 });
    olt.simulation.tick(5_000);
    olt.ports.clearCounters(GE01);
    olt.storm.startStorm(GE01, 'broadcast', 100_000, 30_000);
    olt.simulation.tick(10_000);
    const c = olt.ports.counters(GE01);
    expect(c.rx_discard_frame).toBeGreaterThan(900_000);
    expect(c.rx_broadcast_frame).toBeLessThan(30_000);
    expect(olt.storm.events()).toMatchObject([{ suppressed: 1, passed_pps: 2_000, offered_pps: 100_000 }]);
    const held = olt.alarms.list().filter((a) => a.alarm_id === PORT_ALARM_ID.stormSuppressed);
    expect(held).toHaveLength(1);
    expect(held[0]?.content).toMatch(/GE01: broadcast storm of 100000 pps suppressed to 2000 pps/);
    olt.simulation.tick(25_000);
    // ended: listed a while longer, as it was at its end
    const [ended] = olt.storm.events();
    expect(ended?.suppressed).toBe(1);
    expect(ended?.ended).toMatch(/\d\d:\d\d:\d\d$/);
    olt.simulation.tick(11 * 60_000);
    expect(olt.storm.events()).toEqual([]);
    expect(olt.alarms.list().some((a) => a.alarm_id === PORT_ALARM_ID.stormEnded)).toBe(true);
  });

  it('storms start by themselves now and then on ports with a link', () => {
    const { olt } = makeOlt();
    let seen = 0;
    for (let i = 0; i < 240 && seen === 0; i++) {
      olt.simulation.tick(30_000);
      seen = olt.alarms.logs().filter((l) => /broadcast storm, \d+ pps arriving/.test(l.content)).length;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
