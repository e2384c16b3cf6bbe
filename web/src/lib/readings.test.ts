import { describe, expect, it } from 'vitest';
import { formatDbm, sayReading } from './readings.ts';

describe('readings', () => {
  it('shows each quantity with one precision and its unit sign', () => {
    expect(sayReading('-19.3210 dBm')).toBe('-19.32 dBm');
    expect(sayReading('3.5752 dBm')).toBe('3.58 dBm');
    expect(sayReading('53.7 C')).toBe('53.7 °C');
    expect(sayReading('3.3 V')).toBe('3.30 V');
    expect(sayReading('14 mA')).toBe('14.0 mA');
    expect(formatDbm('-21.4')).toBe('-21.40 dBm');
    expect(formatDbm(-8)).toBe('-8.00 dBm');
  });

  it('keeps what is not a reading, and says none for nothing', () => {
    expect(sayReading('')).toBe('—');
    expect(sayReading(undefined)).toBe('—');
    expect(sayReading('N/A')).toBe('N/A');
    expect(formatDbm('')).toBe('—');
  });
});
