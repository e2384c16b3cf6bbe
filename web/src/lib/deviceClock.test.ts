import { describe, expect, it } from 'vitest';
import { clockMs, clockParts, formatClock, uptimeFields, uptimeSeconds } from './deviceClock.ts';

describe('the device clock', () => {
  it('reads TIME-01 parts and moves them on, across a month and a leap day', () => {
    const start = clockMs([2024, 2, 28, 23, 59, 58]);
    expect(formatClock(start)).toBe('2024-2-28 23:59:58');
    expect(clockParts(start + 3000)).toEqual([2024, 2, 29, 0, 0, 1]);
    expect(formatClock(clockMs([2026, 12, 31, 23, 59, 59]) + 1000)).toBe('2027-1-1 0:00:00');
  });

  it('counts an uptime in days, hours, minutes and seconds', () => {
    const seconds = uptimeSeconds([1, 23, 59, 59]);
    expect(uptimeFields(seconds + 1)).toEqual({ days: 2, hours: 0, minutes: '00', seconds: '00' });
    expect(uptimeFields(uptimeSeconds([0, 5, 7, 9]))).toEqual({ days: 0, hours: 5, minutes: '07', seconds: '09' });
  });
});
