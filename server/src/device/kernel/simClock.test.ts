import { describe, expect, it } from 'vitest';
import { SimClock, formatDeviceTime } from './simClock.ts';

describe('simulated clock', () => {
  it('follows the real clock at its speed, plus ticks', () => {
    let real = 1_000_000;
    const clock = new SimClock(() => real, 10);
    expect(clock.now()).toBe(1_000_000);
    real += 1_000;
    expect(clock.now()).toBe(1_010_000);
    clock.tick(500);
    expect(clock.now()).toBe(1_010_500);
  });

  it('keeps time already passed when the speed changes', () => {
    let real = 0;
    const clock = new SimClock(() => real, 2);
    real = 1_000;
    clock.setSpeed(1);
    expect(clock.now()).toBe(2_000);
    real = 2_000;
    expect(clock.now()).toBe(3_000);
    expect(clock.simSpeed).toBe(1);
  });

  it('never goes backwards and refuses nonsense', () => {
    let real = 5_000;
    const clock = new SimClock(() => real);
    real = 4_000;
    expect(clock.now()).toBe(5_000);
    expect(() => clock.tick(-1)).toThrow(RangeError);
    expect(() => new SimClock(() => 0, 0)).toThrow(RangeError);
  });

  it('writes device times as YYYY/MM/DD hh:mm:ss in local time', () => {
    expect(formatDeviceTime(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026/01/05 07:08:09');
  });
});
