import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

describe('loop detection (LOOP-01…14)', () => {
  it('each side keeps its own settings; recover_time may come as text', async () => {
    const P = '/pon_loop_detect';
    expect((await s.write(`${P}?form=detect_interval`, 'set', { detect_interval: 30 })).code).toBe(1);
    expect((await s.write(`${P}?form=recover_mode`, 'set', { recover_mode: 1 })).code).toBe(1);
    expect((await s.write(`${P}?form=recover_time`, 'set', { recover_time: '120' })).code).toBe(1);
    expect((await s.read(`${P}?form=loop_detect_config`)).data).toEqual({
      ld_status: 1,
      detect_interval: 30,
      recover_mode: 1,
      recover_time: 120,
    });
    expect((await s.read('/switch_loop_detect?form=loop_detect_config')).data).toMatchObject({ detect_interval: 10 });
  });

  it('lists a blocked uplink and recovers it on request; bad settings change nothing', async () => {
    const S = '/switch_loop_detect';
    await s.write(`${S}?form=recover_mode`, 'set', { recover_mode: 1 });
    s.olt.loopDetect.makeLoop('uplink', 13, 0, 60_000);
    s.olt.simulation.tick(11_000);
    expect((await s.read(`${S}?form=loop_detect_info`)).data).toEqual([
      { port_id: 13, status: 1, port_status: 1, ld_port_id: 13 },
    ]);
    expect((await s.write(`${S}?form=recover_manual`, 'set', { manual: 0 })).code).toBe(1);
    expect(s.olt.loopDetect.isBlocked('uplink', 13, 0)).toBe(false);
    await expectAllRefused(s, [
      [() => s.write(`${S}?form=detect_interval`, 'set', { detect_interval: 2 })],
      [() => s.write(`${S}?form=recover_time`, 'set', { recover_time: '3601' })],
      [() => s.write(`${S}?form=admin`, 'set', { ld_status: 2 })],
      [() => s.write(`${S}?form=recover_mode`, 'set', {})],
    ]);
  });
});
