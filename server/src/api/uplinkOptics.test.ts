import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

describe('uplink optical modules (OPT-05/06)', () => {
  it('answers every uplink and one in detail; a PON or missing port is refused', async () => {
    const all = (await s.read('/switch_port?form=optical_uplinkinfo')).data as { port_id: number }[];
    expect(all.map((m) => m.port_id)).toEqual([9, 10, 11, 12, 13, 14]);
    const one = (await s.read('/switch_port?form=optical_uplinkinfo&port_id=14')).data as Record<string, unknown>;
    expect(one).toMatchObject({ port_id: 14, mstate: 1, connector: 'LC', wave_length: 1310 });
    expect(typeof one.temp_high_alarm).toBe('number');
    for (const bad of ['1', '99', 'x']) {
      const answer = await s.read(`/switch_port?form=optical_uplinkinfo&port_id=${bad}`);
      expect(answer.code).toBeGreaterThan(1);
    }
  });
});
