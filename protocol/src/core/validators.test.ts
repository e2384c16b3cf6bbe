import { describe, expect, it } from 'vitest';
import { isPassword, isUserName } from './credentials.ts';
import {
  checkField,
  isHostname,
  isIPv4,
  isIPv6,
  isMacAddress,
  isMacTriplet,
  isOnuMac,
  isVlanList,
} from './validators.ts';

describe('user name (spec §5)', () => {
  it('accepts a letter followed by 3–15 letters, digits, underscore or dot', () => {
    for (const name of ['root', 'devol', 'a123', 'Admin_1', 'op.night', 'a'.repeat(16)])
      expect(isUserName(name), name).toBe(true);
  });
  it('refuses too short, too long, a leading digit, spaces, Chinese and special characters', () => {
    for (const name of ['abc', 'a'.repeat(17), '1abc', '_abc', 'ab cd', '管理员abc', 'ab-cd', 'ab@cd', ''])
      expect(isUserName(name), name).toBe(false);
  });
});

describe('password (spec §5)', () => {
  it('accepts 5–16 characters of anything but the forbidden ones', () => {
    for (const pw of ['admin', 'Pa$$w0rd!', '12345', 'x'.repeat(16), '中文密码可以'])
      expect(isPassword(pw), pw).toBe(true);
  });
  it('refuses white space, ? \\ / quotes and bad lengths', () => {
    for (const pw of ['abcd', 'x'.repeat(17), 'abc de', 'abc?de', 'abc\\de', 'abc/de', "abc'de", 'abc"de', 'abc\tde'])
      expect(isPassword(pw), pw).toBe(false);
  });
});

describe('IPv4 (spec §5)', () => {
  it('accepts four dotted parts 0–255', () => {
    for (const ip of ['192.168.1.1', '10.0.0.254', '1.2.3.4', '255.255.255.0']) expect(isIPv4(ip), ip).toBe(true);
  });
  it('refuses out-of-range parts, wrong counts, leading zeros, and the all-zero and broadcast addresses', () => {
    for (const ip of [
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      'a.b.c.d',
      '1.2.3.4 ',
      '0.0.0.0',
      '255.255.255.255',
      '',
    ])
      expect(isIPv4(ip), ip).toBe(false);
  });
});

describe('IPv6 (spec §5)', () => {
  it('accepts 2–8 groups of 1–4 hex digits with at most one empty group', () => {
    for (const ip of ['fe80::1', '2001:db8:0:0:0:0:0:1', '::1', '2001:db8::', 'a:b', 'FE80::3A3A:21FF:FE2C:30A'])
      expect(isIPv6(ip), ip).toBe(true);
  });
  it('refuses two empty groups, a trailing single colon, too many groups, bad digits', () => {
    for (const ip of ['1::2::3', 'fe80:1:', '1:2:3:4:5:6:7:8:9', 'fe80::12345', 'g::1', '::', '1', ':1:2', ''])
      expect(isIPv6(ip), ip).toBe(false);
  });
  it('takes a prefix only when asked', () => {
    expect(isIPv6('fe80::3a3a:21ff:fe2c:30a/64')).toBe(false);
    expect(isIPv6('fe80::3a3a:21ff:fe2c:30a/64', { allowPrefix: true })).toBe(true);
    expect(isIPv6('fe80::1/129', { allowPrefix: true })).toBe(false);
  });
});

describe('identifiers (spec §5)', () => {
  it('MAC-like triplet: three groups of four hex digits, or empty', () => {
    expect(isMacTriplet('0011-2233-aabb')).toBe(true);
    expect(isMacTriplet('')).toBe(true);
    expect(isMacTriplet('0011-2233-aab')).toBe(false);
    expect(isMacTriplet('0011:2233:aabb')).toBe(false);
    expect(isMacTriplet('0011-2233-aabg')).toBe(false);
  });
  it('colon MAC', () => {
    expect(isMacAddress('38:3a:21:20:06:E0')).toBe(true);
    expect(isMacAddress('38:3a:21:20:06')).toBe(false);
    expect(isMacAddress('38-3a-21-20-06-e0')).toBe(false);
  });
  it('an ONU MAC is unicast and not zeros', () => {
    expect(isOnuMac('38:3a:21:20:06:e0')).toBe(true);
    expect(isOnuMac('ff:ff:ff:ff:ff:ff')).toBe(false);
    expect(isOnuMac('01:00:5e:7f:00:01')).toBe(false);
    expect(isOnuMac('33:33:00:00:00:01')).toBe(false);
    expect(isOnuMac('00:00:00:00:00:00')).toBe(false);
    expect(isOnuMac('12:34:56')).toBe(false);
  });
  it('host name: a letter then letters, digits, _ or -, up to 64', () => {
    expect(isHostname('OLT-east_1')).toBe(true);
    expect(isHostname('1olt')).toBe(false);
    expect(isHostname('a'.repeat(65))).toBe(false);
  });
});

describe('VLAN lists (spec §5)', () => {
  it('accepts numbers and ranges separated by commas', () => {
    for (const list of ['100', '100,200-300', '1-4094', '1, 3 - 5']) expect(isVlanList(list), list).toBe(true);
  });
  it('refuses out-of-range ids, reversed ranges and junk', () => {
    for (const list of ['0', '4095', '300-200', '1,,2', 'a', '', '1-2-3']) expect(isVlanList(list), list).toBe(false);
  });
});

describe('shared field check, in its four-step order (spec §5)', () => {
  it('1. a custom check alone decides', () => {
    expect(checkField('', { check: () => true, nullable: false, type: 'string', min: 3 })).toBe(true);
    expect(checkField('abc', { check: () => false, nullable: true, pattern: /abc/ })).toBe(false);
  });
  it('2. an empty value is fine when nullable, before the pattern', () => {
    expect(checkField('', { nullable: true, pattern: /^x$/ })).toBe(true);
    expect(checkField('', { nullable: false, pattern: /^x$/ })).toBe(false);
  });
  it('3. the pattern decides before the range', () => {
    expect(checkField('abcdef', { pattern: /^a/, type: 'string', max: 2 })).toBe(true);
    expect(checkField('b', { pattern: /^a/, type: 'string', max: 2 })).toBe(false);
  });
  it('4. numbers within min and max, strings by length', () => {
    expect(checkField('4094', { type: 'number', min: 1, max: 4094 })).toBe(true);
    expect(checkField('4095', { type: 'number', min: 1, max: 4094 })).toBe(false);
    expect(checkField('x', { type: 'number', min: 1, max: 4094 })).toBe(false);
    expect(checkField('', { type: 'number', min: 0, max: 5 })).toBe(false);
    expect(checkField('abcd', { type: 'string', min: 1, max: 4 })).toBe(true);
    expect(checkField('abcde', { type: 'string', min: 1, max: 4 })).toBe(false);
  });
});
