import { describe, expect, it } from 'vitest';
import {
  formatPortList,
  formatRangeList,
  onuLabel,
  parsePortList,
  portKind,
  portLabel,
  portName,
  portNames,
} from './ports.ts';

const counts = { ponports: 8, geports: 4, xgeports: 2 };

describe('port numbering (spec §3)', () => {
  it('numbers PON, then GE, then XGE ports, names zero-padded below 10', () => {
    expect(portName(1, counts)).toBe('PON01');
    expect(portName(8, counts)).toBe('PON08');
    expect(portName(9, counts)).toBe('GE01');
    expect(portName(12, counts)).toBe('GE04');
    expect(portName(13, counts)).toBe('XGE01');
    expect(portName(14, counts)).toBe('XGE02');
    expect(portKind(15, counts)).toBeNull();
    expect(portKind(0, counts)).toBeNull();
  });
  it('pads only below 10', () => {
    const big = { ponports: 16, geports: 12 };
    expect(portName(10, big)).toBe('PON10');
    expect(portName(16 + 10, big)).toBe('GE10');
  });
  it('lists names by kind and leaves xge out when there are none', () => {
    const names = portNames({ ponports: 4, geports: 2 });
    expect(names.pon.map((p) => p.name)).toEqual(['PON01', 'PON02', 'PON03', 'PON04']);
    expect(names.ge).toEqual([
      { id: 5, name: 'GE01' },
      { id: 6, name: 'GE02' },
    ]);
    expect(names.xge).toBeUndefined();
    expect(portNames(counts).xge?.map((p) => p.id)).toEqual([13, 14]);
  });
  it('labels link-aggregation members and ONUs', () => {
    expect(portLabel(9, counts, 2)).toBe('GE01(LAG2)');
    expect(portLabel(9, counts, 0)).toBe('GE01');
    expect(onuLabel(1, 5)).toBe('ONU01/05');
    expect(onuLabel(12, 64)).toBe('ONU12/64');
  });
});

describe('port lists (spec §5)', () => {
  it('parses numbers and ranges, sorted and unique', () => {
    expect(parsePortList('1,3-5,9')).toEqual([1, 3, 4, 5, 9]);
    expect(parsePortList(' 4-8')).toEqual([4, 5, 6, 7, 8]);
    expect(parsePortList('9,1,1')).toEqual([1, 9]);
    expect(parsePortList('5-3')).toEqual([3, 4, 5]);
  });
  it('reads blank as empty', () => {
    expect(parsePortList(' ')).toEqual([]);
    expect(parsePortList('')).toEqual([]);
  });
  it('raises a TypeError on a non-number', () => {
    expect(() => parsePortList('1,a')).toThrow(TypeError);
    expect(() => parsePortList('1-2-3')).toThrow(TypeError);
    expect(() => parsePortList('-1')).toThrow(TypeError);
    expect(() => parsePortList('1.5')).toThrow(TypeError);
  });
  it('formats plain lists and compact ranges', () => {
    expect(formatPortList([9, 1, 2, 2])).toBe('1,2,9');
    expect(formatRangeList([1, 3, 4, 5, 9])).toBe('1,3-5,9');
    expect(formatRangeList([])).toBe('');
    expect(parsePortList(formatRangeList([2, 3, 7]))).toEqual([2, 3, 7]);
  });
});
