import { describe, expect, it } from 'vitest';
import { PortListText, VlanListText, isWireInt, wireInt, withoutSpace } from './wireValues.ts';

describe('wireInt', () => {
  const id = wireInt(1, 64);

  it('takes numbers and their decimal text, and answers numbers', () => {
    expect(id.parse(5)).toBe(5);
    expect(id.parse('64')).toBe(64);
    expect(id.parse('1')).toBe(1);
    expect(id.parse('007')).toBe(7);
    expect(wireInt(0, 4094).parse('0')).toBe(0);
    expect(wireInt(1, 4094).parse('4094')).toBe(4094);
    expect(wireInt(-5, 5).parse('-5')).toBe(-5);
  });

  it('refuses what z.coerce would let through: booleans, blanks, hex, exponents, fractions, arrays, null', () => {
    for (const bad of [true, false, '', ' ', '0x10', '1e3', '1e1', '2.5', '1.5', [3], null, 'abc', '+1', '1_0'])
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  // one exact rule: a number with blanks around it is not what any script sends, and `" 7"` next to `" "` would be
  // a second reading of blank text
  it('refuses blanks around the digits', () => {
    for (const bad of [' 7', '7 ', ' 7 ', '\t7', '7\n'])
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('refuses numbers out of range, as numbers and as text, naming the range', () => {
    for (const bad of [0, 65, '0', '65', '99999999999']) expect(id.safeParse(bad).success, String(bad)).toBe(false);
    expect(id.safeParse('65').error?.issues[0]?.message).toBe('must be an integer from 1 to 64');
    expect(id.safeParse('abc').error?.issues[0]?.message).toBe('expected an integer or its decimal text');
    expect(id.safeParse(true).error?.issues[0]?.message).toBe('expected an integer or its decimal text');
  });

  it('is recognised by isWireInt, refined or optional inner alike', () => {
    expect(isWireInt(id)).toBe(true);
    expect(isWireInt(id.refine((n) => n > 1))).toBe(true);
    expect(isWireInt(id.optional())).toBe(false);
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
