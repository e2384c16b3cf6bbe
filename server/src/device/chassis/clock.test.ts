import { describe, expect, it } from 'vitest';
import { clockReading, uptimeParts } from './clock.ts';

describe('device clock', () => {
  it('reads the local calendar time with months counted from 1', () => {
    const at = new Date(2026, 0, 31, 23, 59, 58).getTime();
    expect(clockReading(at)).toEqual([2026, 1, 31, 23, 59, 58]);
  });

  it('splits an uptime into days, hours, minutes and seconds', () => {
    expect(uptimeParts(0)).toEqual([0, 0, 0, 0]);
    expect(uptimeParts(59_999)).toEqual([0, 0, 0, 59]);
    expect(uptimeParts(((1 * 24 + 2) * 60 + 3) * 60_000 + 1_000)).toEqual([1, 2, 3, 1]);
    expect(uptimeParts(-5)).toEqual([0, 0, 0, 0]);
  });
});
