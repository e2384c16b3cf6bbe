import { describe, expect, it } from 'vitest';
import { PortListText, VlanListText, wireInt, withoutSpace } from './wireValues.ts';

describe('wireInt', () => {
  const id = wireInt(1, 64);

  it('takes numbers and their decimal text', () => {
    expect(id.parse(5)).toBe(5);
    expect(id.parse('64')).toBe(64);
    expect(id.parse(' 7 ')).toBe(7);
  });

  it('refuses what z.coerce would let through: booleans, blanks, hex, exponents, arrays, null', () => {
    for (const bad of [true, false, '', ' ', '0x10', '1e1', '2.5', [3], null, 'abc', 0, 65, '65']) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('PortListText', () => {
  it('reads ids and ranges into sorted ids; blank is none', () => {
    expect(PortListText.parse('9,1,2')).toEqual([1, 2, 9]);
    expect(PortListText.parse(' 4-6, 1')).toEqual([1, 4, 5, 6]);
    expect(PortListText.parse(' ')).toEqual([]);
    expect(PortListText.parse('')).toEqual([]);
  });

  it('refuses malformed lists instead of throwing, and ranges too long to expand', () => {
    for (const bad of ['1,x', '1-2-3', '-', '1;2', '1,,2-', '1-100000', '12345']) {
      expect(PortListText.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('VlanListText', () => {
  it('reads VLAN ids and ranges, white space removed', () => {
    expect(VlanListText.parse('100, 200-202')).toEqual([100, 200, 201, 202]);
  });

  it('refuses empty lists, ids outside 1–4094 and reversed ranges', () => {
    for (const bad of ['', ' ', '0', '4095', '300-200', '1,,2', 'abc'])
      expect(VlanListText.safeParse(bad).success, bad).toBe(false);
  });
});

it('withoutSpace removes every white-space character', () => {
  expect(withoutSpace(' a b\tc\n')).toBe('abc');
});
