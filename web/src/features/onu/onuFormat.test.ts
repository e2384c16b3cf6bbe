import { describe, expect, it } from 'vitest';
import { isOnuMac, isReachable, onuIdLabel, rxLevel } from './onuFormat.ts';
import { csvFileName } from './onuCsv.ts';

describe('ONU formats', () => {
  it('grades receive power: weak below −27, warning to −25, normal to −7, too strong above', () => {
    expect(rxLevel('-27.01')).toBe('weak');
    expect(rxLevel('-27')).toBe('low');
    expect(rxLevel('-25')).toBe('low');
    expect(rxLevel('-24.99')).toBe('normal');
    expect(rxLevel('-7')).toBe('normal');
    expect(rxLevel('-6.9')).toBe('strong');
    expect(rxLevel('')).toBe('unknown');
    expect(rxLevel('n/a')).toBe('unknown');
  });

  it('accepts ONU MACs, not broadcast, all-zero, the multicast base or malformed ones', () => {
    expect(isOnuMac('38:3A:21:20:06:e0')).toBe(true);
    for (const bad of [
      'ff:ff:ff:ff:ff:ff',
      '00:00:00:00:00:00',
      '01:00:5E:00:00:00',
      '38-3a-21-20-06-e0',
      '38:3a:21:20:06',
    ]) {
      expect(isOnuMac(bad), bad).toBe(false);
    }
  });

  it('labels ONUs PON01/05 and knows which statuses are on the fibre', () => {
    expect(onuIdLabel({ port_id: 1, onu_id: 5 })).toBe('PON01/05');
    expect(onuIdLabel({ port_id: 16, onu_id: 64 })).toBe('PON16/64');
    expect(isReachable({ status: 'Unauth' })).toBe(true);
    expect(isReachable({ status: 'Offline' })).toBe(false);
    expect(isReachable({ status: 'Initial' })).toBe(false);
  });

  it('names the export after the scope and the time', () => {
    expect(csvFileName('PON03', new Date(2025, 2, 1, 14, 5, 9))).toBe('onu-table-PON03-20250301-140509.csv');
  });
});
