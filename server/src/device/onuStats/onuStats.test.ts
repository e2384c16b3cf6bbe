import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt, onlineOnu } from '../../../test/deviceKit.ts';

describe('ONU performance counters', () => {
  it('grow with the traffic, roll into history each period, and stop while monitoring is off', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt);
    const stats = olt.onuStats;
    expect(stats.status(portId, onuId, 1)).toEqual({ status: 2, period: 900 });
    stats.setMonitoring(portId, onuId, 1, 2, 60);
    olt.simulation.tick(30_000);
    const half = stats.current(portId, onuId, 1);
    expect(half.dsOctets).toBeGreaterThan(0);
    olt.simulation.tick(20_000);
    expect(stats.current(portId, onuId, 1).dsOctets).toBeGreaterThan(half.dsOctets);
    expect(stats.history(portId, onuId, 1).dsOctets).toBe(0);
    olt.simulation.tick(15_000);
    const previous = stats.history(portId, onuId, 1);
    expect(previous.dsOctets).toBeGreaterThan(half.dsOctets);
    expect(stats.current(portId, onuId, 1).dsOctets).toBeLessThan(previous.dsOctets);
    // the PON interface counts what every port carries
    expect(stats.current(portId, onuId, 0).dsOctets).toBeGreaterThanOrEqual(stats.current(portId, onuId, 1).dsOctets);
    stats.setMonitoring(portId, onuId, 1, 1, 60);
    olt.simulation.tick(30_000);
    expect(stats.current(portId, onuId, 1).dsOctets).toBe(0);
    stats.clear(portId, onuId, 0);
    expect(stats.current(portId, onuId, 0).dsOctets).toBe(0);
  });

  it('keeps each ONU’s alarm lines, clears them, and refuses bad ports and periods', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt);
    olt.onus.configure(onu.portId, onu.onuId, { flags: 0x1 });
    olt.simulation.tick(120_000);
    const lines = olt.onuStats.alarmLines(onu.portId, onu.onuId);
    expect(lines[0]).toMatch(/online$/);
    expect(lines.some((l) => /offline: Reboot/.test(l))).toBe(true);
    olt.onuStats.clearAlarms(onu.portId, onu.onuId);
    expect(olt.onuStats.alarmLines(onu.portId, onu.onuId)).toEqual([]);
    expect(olt.alarms.list().some((a) => a.content.includes(`${onu.mac}) offline: Reboot`))).toBe(true);
    expectRefused(olt, () => olt.onuStats.setMonitoring(onu.portId, onu.onuId, 0, 2, 30), /period/);
    expectRefused(olt, () => olt.onuStats.setMonitoring(onu.portId, onu.onuId, 0, 3, 900), /status/);
    expectRefused(olt, () => olt.onuStats.current(onu.portId, onu.onuId, onu.hw.geports + 1), /ports 0/);
  });
});
