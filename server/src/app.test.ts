import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  vi.useRealTimers();
});

describe('simulation timer', () => {
  it('moves the device every second when asked to, and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp({ simulate: true, simSpeed: 10 });
    const advance = vi.spyOn(t.services.device.simulation, 'advance');
    const uptime = t.services.device.chassis.uptimeMs();
    t.clock.advance(1_000);
    vi.advanceTimersByTime(1_000);
    expect(advance).toHaveBeenCalledTimes(1);
    // ten simulated seconds per real second
    expect(t.services.device.chassis.uptimeMs() - uptime).toBe(10_000);
    vi.advanceTimersByTime(2_000);
    expect(advance).toHaveBeenCalledTimes(3);
    await t.close();
    vi.advanceTimersByTime(5_000);
    expect(advance).toHaveBeenCalledTimes(3);
    t = undefined;
  });

  it('is off unless asked for, so API tests decide when the device moves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp();
    const advance = vi.spyOn(t.services.device.simulation, 'advance');
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
  });
});
