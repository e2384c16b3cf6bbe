import { z } from 'zod';

/** ACL ids by kind (api.md §2.13, §3.6): the kind of an ACL follows from its id. */
export const ACL_KINDS = {
  basic: { min: 2000, max: 2999 },
  advanced: { min: 3000, max: 4999 },
  link: { min: 5000, max: 5999 },
} as const;
export type AclKind = keyof typeof ACL_KINDS;
export const ACL_ID = { min: 2000, max: 5999 } as const;
/** Rule ids 1–16; an ACL holds at most that many rules. */
export const RULE_ID = { min: 1, max: 16 } as const;
export const ACL_ACTION = { deny: 1, permit: 2 } as const;

/** The kind of an ACL id, or null outside 2000–5999. */
export function aclKind(aclId: number): AclKind | null {
  for (const [kind, range] of Object.entries(ACL_KINDS) as [AclKind, { min: number; max: number }][]) {
    if (aclId >= range.min && aclId <= range.max) return kind;
  }
  return null;
}

/**
 * The `flags` bits of a rule by ACL kind (ACL-04…06): which of the rule's fields are given. The names are the wire
 * fields; an address bit covers the address and its mask.
 */
export const RULE_FLAGS = {
  basic: { src_ipaddr: 0x1, timerange: 0x2 },
  advanced: {
    protocol: 0x1,
    src_ipaddr: 0x2,
    dst_ipaddr: 0x4,
    src_port: 0x8,
    dst_port: 0x10,
    precedence: 0x20,
    dscp: 0x40,
    timerange: 0x80,
  },
  link: {
    eth_type: 0x1,
    cos: 0x2,
    inner_cos: 0x4,
    vlan_id: 0x8,
    inner_vlan_id: 0x10,
    src_mac: 0x20,
    dst_mac: 0x40,
    timerange: 0x80,
  },
} as const;

/** IP protocols by the names the device takes (ACL-05); any other protocol is its number 0–255. */
export const IP_PROTOCOLS = { icmp: 1, ipinip: 4, tcp: 6, udp: 17, ip: 0 } as const;
export type IpProtocolName = keyof typeof IP_PROTOCOLS;

/** A protocol as given (a name in any case, or 0–255) as its number; 0 = every IP protocol. Null when malformed. */
export function protocolNumber(protocol: string | number): number | null {
  if (typeof protocol === 'number')
    return Number.isInteger(protocol) && protocol >= 0 && protocol <= 255 ? protocol : null;
  const named = IP_PROTOCOLS[protocol.toLowerCase() as IpProtocolName];
  if (named !== undefined) return named;
  return /^\d{1,3}$/.test(protocol) && Number(protocol) <= 255 ? Number(protocol) : null;
}

/** Only TCP and UDP carry ports. */
export const hasPorts = (protocol: number): boolean => protocol === IP_PROTOCOLS.tcp || protocol === IP_PROTOCOLS.udp;

const QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A dotted quad as a 32-bit number, or null. */
export function quadToNumber(text: string): number | null {
  if (!QUAD.test(text)) return null;
  return text.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
}

/** An ACL address: a dotted quad (0.0.0.0 allowed) or `any`. */
export const isAclAddress = (text: string): boolean => text === 'any' || quadToNumber(text) !== null;

/**
 * A wildcard mask: ones where the address may differ, and those ones at the end (0.0.0.255, 0.0.3.255); a netmask
 * written where a wildcard belongs (255.255.255.0) is refused rather than read as "the first byte may be anything".
 */
export function isWildcardMask(text: string): boolean {
  if (text === 'any') return true;
  const n = quadToNumber(text);
  if (n === null) return false;
  return ((n + 1) & n) === 0 || n === 0xffffffff;
}

const MAC_DASH = /^[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}$/;
/** A link-rule MAC or MAC mask, `hhhh-hhhh-hhhh`. */
export const isDashMac = (text: string): boolean => MAC_DASH.test(text);

export const L4_PORT = { min: 0, max: 65535 } as const;
/** A port list as ACL-05 takes it: ports 0–65535 and ordered ranges `a-b`, comma separated. */
export function parseL4Ports(text: string): [number, number][] | null {
  if (!/^\d{1,5}(-\d{1,5})?(,\d{1,5}(-\d{1,5})?)*$/.test(text)) return null;
  const ranges: [number, number][] = [];
  for (const item of text.split(',')) {
    const [a, b = a] = item.split('-').map(Number) as [number, number?];
    if (a > L4_PORT.max || b > L4_PORT.max || a > b) return null;
    ranges.push([a, b]);
  }
  return ranges;
}

/** Time-range names: 3–16 word characters (api.md §3.6). */
export const TIME_RANGE_NAME = /^\w{3,16}$/;
/** Time of day `h:mm`, hour 0–24 (24:00 the end of the day only), minute 0–59. */
export function minuteOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{1,2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}
/** A date `YYYY/M/D` as [year, month, day], or null (the day must exist in that month). */
export function dateParts(text: string): [number, number, number] | null {
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(y, mo, 0).getDate()) return null;
  return [y, mo, d];
}

/** The days a relative period repeats on (TR-02). */
export const RELATIVE_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'daily',
  'weekend',
  'working-day',
] as const;
export type RelativeDay = (typeof RELATIVE_DAYS)[number];

/** The weekdays (0 = Sunday, as `Date.getDay()`) a relative day covers. */
export function weekdaysOf(day: RelativeDay): number[] {
  switch (day) {
    case 'daily':
      return [0, 1, 2, 3, 4, 5, 6];
    case 'weekend':
      return [0, 6];
    case 'working-day':
      return [1, 2, 3, 4, 5];
    default:
      return [(RELATIVE_DAYS.indexOf(day) + 1) % 7];
  }
}

export const TIME_RANGE_STATE = { active: 'Active', inactive: 'Inactive' } as const;
/** Periods one time range holds at most, of each type. */
export const TIME_RANGE_PERIODS_MAX = 12;
export const TIME_RANGES_MAX = 256;

export const AbsolutePeriod = z.object({ stime: z.string(), sday: z.string(), etime: z.string(), eday: z.string() });
export type AbsolutePeriod = z.infer<typeof AbsolutePeriod>;
export const RelativePeriod = z.object({ stime: z.string(), etime: z.string(), day: z.enum(RELATIVE_DAYS) });
export type RelativePeriod = z.infer<typeof RelativePeriod>;

/** TR-01: a time range, Active while the device clock is inside it. */
export const TimeRange = z.object({
  name: z.string(),
  state: z.string(),
  absolute: z.array(AbsolutePeriod),
  relative: z.array(RelativePeriod),
});
export type TimeRange = z.infer<typeof TimeRange>;

/** ACL-01: a rule as the device shows it; only the fields its flags give are present. */
export const AclRule = z.object({
  rule_id: z.number().int(),
  action: z.number().int(),
  flags: z.number().int(),
  src_ipaddr: z.string().optional(),
  src_ipmask: z.string().optional(),
  dst_ipaddr: z.string().optional(),
  dst_ipmask: z.string().optional(),
  protocol: z.union([z.string(), z.number().int()]).optional(),
  src_port: z.string().optional(),
  dst_port: z.string().optional(),
  precedence: z.number().int().optional(),
  dscp: z.number().int().optional(),
  eth_type: z.number().int().optional(),
  cos: z.number().int().optional(),
  inner_cos: z.number().int().optional(),
  vlan_id: z.number().int().optional(),
  inner_vlan_id: z.number().int().optional(),
  src_mac: z.string().optional(),
  src_mask: z.string().optional(),
  dst_mac: z.string().optional(),
  dst_mask: z.string().optional(),
  /** the time range's name, "" for none */
  timerange: z.string(),
  /** ours: packets the rule matched on the ports it is bound to, since the counters were last cleared */
  hits: z.number().int(),
  /** ours: 1 while the rule applies (no time range, or its time range is Active) */
  active: z.number().int(),
});
export type AclRule = z.infer<typeof AclRule>;

export const AclRow = z.object({ acl_id: z.number().int(), rule: z.array(AclRule) });
export type AclRow = z.infer<typeof AclRow>;
