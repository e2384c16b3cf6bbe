import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StormLimits } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const SET = '/switch_port?form=stormctrl';

describe('storm control (STORM-01…03, STORM-X1)', () => {
  it('reads every port, sets the flagged limits of one and reads it back', async () => {
    const all = StormLimits.array().parse((await s.read('/switch_port?form=stormctrl_all')).data);
    expect(all.map((r) => r.port_id)).toEqual(s.olt.ports.list().map((p) => p.port_id));
    expect(all.every((r) => r.broadcast === 0 && r.multicast === 0 && r.unicast === 0)).toBe(true);
    const answer = await s.write(SET, 'set', {
      port_id: 13,
      flags: 0x4 | 0x2,
      broadcast: 3000,
      multicast: '500',
      unicast: 9,
    });
    expect(answer.code).toBe(1);
    expect((await s.read(`${SET}&port_id=13`)).data).toEqual({
      port_id: 13,
      broadcast: 3000,
      multicast: 500,
      unicast: 0,
    });
  });

  it('refuses bad limits, ports and flags with nothing changed', async () => {
    const base = { port_id: 9, flags: 4, broadcast: 100, multicast: 0, unicast: 0 };
    await expectAllRefused(s, [
      [() => s.write(SET, 'set', { ...base, broadcast: 1_488_101 })],
      [() => s.write(SET, 'set', { ...base, broadcast: -1 })],
      [() => s.write(SET, 'set', { ...base, port_id: 99 })],
      [() => s.write(SET, 'set', { ...base, flags: 0 })],
      [() => s.write(SET, 'set', { ...base, flags: 8 })],
      [() => s.write(SET, 'set', { port_id: 9, flags: 4 })],
    ]);
    expect((await s.read(`${SET}&port_id=99`)).code).toBeGreaterThan(1);
  });

  it('lists the storm on a port and whether its limit holds it', async () => {
    s.olt.storm.startStorm(9, 'broadcast', 50_000, 60_000);
    await s.write(SET, 'set', { port_id: 9, flags: 4, broadcast: 1000, multicast: 0, unicast: 0 });
    s.olt.simulation.tick(2_000);
    expect((await s.read('/switch_port?form=storm_events')).data).toMatchObject([
      { port_id: 9, kind: 'broadcast', offered_pps: 50_000, passed_pps: 1000, suppressed: 1 },
    ]);
  });
});
