import { VLAN_ID } from './limits.ts';

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_PATTERN = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/** IPv4: four dotted parts 0–255; the all-zero and broadcast addresses are rejected (spec §5, api.md §3.1). */
export function isIPv4(text: string): boolean {
  return IPV4_PATTERN.test(text) && text !== '0.0.0.0' && text !== '255.255.255.255';
}

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/**
 * IPv6 as spec §5 states it: 2 to 8 colon-separated groups of 1–4 hex digits, at most one empty group (`::`),
 * never ending with a single colon. `::` counts as one empty group, so `::1` passes and `::` alone does not.
 * With `allowPrefix` a `/0`–`/128` suffix is accepted, as device addresses carry one.
 */
export function isIPv6(text: string, { allowPrefix = false } = {}): boolean {
  let address = text;
  const slash = text.indexOf('/');
  if (slash >= 0) {
    if (!allowPrefix) return false;
    const prefix = text.slice(slash + 1);
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > 128) return false;
    address = text.slice(0, slash);
  }
  if (address.endsWith(':') && !address.endsWith('::')) return false;
  if (address.startsWith(':') && !address.startsWith('::')) return false;
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((g) => HEX_GROUP.test(g))) return false;
  const count = groups.length + (halves.length === 2 ? 1 : 0);
  return count >= 2 && count <= 8;
}

/**
 * A whole IPv6 address, without prefix: eight groups, or fewer with `::`. isIPv6 takes `1:2` (as the family's console
 * does); a search that tells a MAC part from an address needs all of it.
 */
export function isWholeIPv6(text: string): boolean {
  return isIPv6(text) && (text.includes('::') || text.split(':').length === 8);
}

/** The MAC-like triplet `hhhh-hhhh-hhhh` (ACL link rules, serials), or an empty value (spec §5). */
export function isMacTriplet(text: string): boolean {
  return text === '' || /^[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}$/.test(text);
}

/** A colon MAC `xx:xx:xx:xx:xx:xx`, either case. */
export function isMacAddress(text: string): boolean {
  return /^[0-9a-fA-F]{2}(:[0-9a-fA-F]{2}){5}$/.test(text);
}

/**
 * A MAC an ONU can have: a unicast address (the group bit of the first octet clear), not all zeros. Broadcast and
 * multicast addresses are never a device's own.
 */
export function isOnuMac(text: string): boolean {
  if (!isMacAddress(text)) return false;
  const first = Number.parseInt(text.slice(0, 2), 16);
  return (first & 1) === 0 && text !== '00:00:00:00:00:00';
}

export const isVlanId = (n: number): boolean => Number.isInteger(n) && n >= VLAN_ID.min && n <= VLAN_ID.max;

/** A VLAN list: single VLAN ids or ranges `a-b` (a ≤ b), separated by commas, e.g. `100,200-300`. */
export function isVlanList(text: string): boolean {
  const items = text.replace(/\s+/g, '').split(',');
  return items.every((item) => {
    const m = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(item);
    if (!m) return false;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    return isVlanId(from) && isVlanId(to) && from <= to;
  });
}

/** Host name: a letter, then letters, digits, `_` or `-`, 1–64 characters (api.md §3.2). */
export const isHostname = (text: string): boolean => /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(text);

interface FieldRule {
  /** 1. a custom check; when given it alone decides */
  check?: (value: string) => boolean;
  /** 2. an empty value is fine */
  nullable?: boolean;
  /** 3. a pattern the value must match */
  pattern?: RegExp;
  /** 4. number: the value within min–max; string: the length within min–max */
  type?: 'number' | 'string';
  min?: number;
  max?: number;
}

/** The shared field check, in the order of spec §5. True when the value is valid. */
export function checkField(value: string, rule: FieldRule): boolean {
  if (rule.check) return rule.check(value);
  if (value === '' && rule.nullable) return true;
  if (rule.pattern) return rule.pattern.test(value);
  const min = rule.min ?? -Infinity;
  const max = rule.max ?? Infinity;
  if (rule.type === 'number') {
    if (value.trim() === '') return false;
    const n = Number(value);
    return Number.isFinite(n) && n >= min && n <= max;
  }
  if (rule.type === 'string') return value.length >= min && value.length <= max;
  return true;
}

/**
 * Control characters (C0 with TAB, CR and LF, DEL, C1), the line and paragraph separators, bidirectional overrides and
 * UTF-16 halves without their other half: none belongs in a name or a description, and each can break a line of the
 * running configuration, a syslog line, a CSV row or a terminal.
 */
const CONTROL_OR_BROKEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/** Whether a text holds a control character, a separator or override, or a lone surrogate (see CONTROL_OR_BROKEN). */
export const hasControlOrBrokenText = (text: string): boolean => CONTROL_OR_BROKEN.test(text);

const CONTROL_OR_BROKEN_ALL = new RegExp(CONTROL_OR_BROKEN.source, 'gu');

/**
 * The text with each character CONTROL_OR_BROKEN names written as a visible `\uXXXX`: for text stored before the rule
 * refused it, on its way into a line-based format (the running configuration, syslog, CSV).
 */
export const escapeControlOrBroken = (text: string): string =>
  text.replace(CONTROL_OR_BROKEN_ALL, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
