import { RULE_FLAGS, parseL4Ports, protocolNumber, quadToNumber, type AclKind, type Packet } from '@olt/protocol';
import type { RuleRecord } from '../acl/aclRules.ts';

/** How one rule met a packet: matched, or not; `missing` names what it tests that the packet does not give. */
export interface RuleMeeting {
  matched: boolean;
  missing: string[];
}

const bareMac = (mac: string): string => mac.replace(/[^0-9a-f]/gi, '').toLowerCase();

/** An IPv4 address against an address and wildcard mask: where the mask has ones the address may differ. */
function addressMatches(ip: string, address: string, wildcard: string): boolean {
  if (address === 'any') return true;
  const a = quadToNumber(ip);
  const want = quadToNumber(address);
  const mask = wildcard === 'any' ? 0xffffffff : (quadToNumber(wildcard) ?? 0);
  if (a === null || want === null) return false;
  return ((a ^ want) & ~mask) >>> 0 === 0;
}

/** A MAC against a MAC and mask: where the mask has ones the MAC must be the same (ffff-ffff-ffff: exactly). */
function macMatches(mac: string, want: string, mask: string): boolean {
  const m = bareMac(mac);
  const w = bareMac(want);
  const k = bareMac(mask);
  for (let i = 0; i < 12; i += 1) {
    const bits = Number.parseInt(k[i] ?? 'f', 16);
    if ((Number.parseInt(m[i] ?? '0', 16) & bits) !== (Number.parseInt(w[i] ?? '0', 16) & bits)) return false;
  }
  return true;
}

const inPorts = (port: number, list: string): boolean =>
  (parseL4Ports(list) ?? []).some(([a, b]) => port >= a && port <= b);

type Test = (rule: RuleRecord, p: Packet) => boolean | undefined;
/**
 * What each flagged field of a rule asks of a packet: true or false, or undefined when the packet does not give
 * the field the test needs.
 */
const TESTS: Record<string, Test> = {
  src_ipaddr: (r, p) =>
    r.src_ipaddr === 'any'
      ? true
      : p.src_ip === undefined
        ? undefined
        : addressMatches(p.src_ip, r.src_ipaddr ?? '', r.src_ipmask ?? '0.0.0.0'),
  dst_ipaddr: (r, p) =>
    r.dst_ipaddr === 'any'
      ? true
      : p.dst_ip === undefined
        ? undefined
        : addressMatches(p.dst_ip, r.dst_ipaddr ?? '', r.dst_ipmask ?? '0.0.0.0'),
  protocol: (r, p) => {
    const want = protocolNumber(r.protocol ?? 0) ?? 0;
    if (want === 0) return true;
    return p.protocol === undefined ? undefined : p.protocol === want;
  },
  src_port: (r, p) => (p.src_port === undefined ? undefined : inPorts(p.src_port, r.src_port ?? '')),
  dst_port: (r, p) => (p.dst_port === undefined ? undefined : inPorts(p.dst_port, r.dst_port ?? '')),
  precedence: (r, p) => (p.dscp === undefined ? undefined : p.dscp >> 3 === r.precedence),
  dscp: (r, p) => (p.dscp === undefined ? undefined : p.dscp === r.dscp),
  eth_type: (r, p) => (p.eth_type === undefined ? undefined : p.eth_type === r.eth_type),
  cos: (r, p) => (p.cos === undefined ? undefined : p.cos === r.cos),
  inner_cos: (r, p) => (p.inner_cos === undefined ? undefined : p.inner_cos === r.inner_cos),
  vlan_id: (r, p) => (p.vlan_id === undefined ? undefined : p.vlan_id === r.vlan_id),
  inner_vlan_id: (r, p) => (p.inner_vlan_id === undefined ? undefined : p.inner_vlan_id === r.inner_vlan_id),
  src_mac: (r, p) =>
    p.src_mac === undefined ? undefined : macMatches(p.src_mac, r.src_mac ?? '', r.src_mask ?? 'ffff-ffff-ffff'),
  dst_mac: (r, p) =>
    p.dst_mac === undefined ? undefined : macMatches(p.dst_mac, r.dst_mac ?? '', r.dst_mask ?? 'ffff-ffff-ffff'),
};

/** The packet's field a rule's field tests, where the names differ. */
const PACKET_FIELD: Record<string, string> = { src_ipaddr: 'src_ip', dst_ipaddr: 'dst_ip', precedence: 'dscp' };

/**
 * Whether a rule of an ACL of `kind` matches a packet: every field its flags give must match (the time range is
 * the caller's). A rule that gives no field matches every packet; a basic or advanced rule matches IP packets only.
 */
export function meetRule(kind: AclKind, rule: RuleRecord, packet: Packet): RuleMeeting {
  const missing: string[] = [];
  let matched = true;
  if (kind !== 'link' && packet.eth_type !== undefined && packet.eth_type !== 0x0800) matched = false;
  for (const [field, bit] of Object.entries(RULE_FLAGS[kind])) {
    if (field === 'timerange' || (rule.flags & bit) === 0) continue;
    const test = TESTS[field];
    const result = test ? test(rule, packet) : true;
    if (result === undefined) missing.push(PACKET_FIELD[field] ?? field);
    else if (!result) matched = false;
  }
  return { matched: matched && missing.length === 0, missing };
}
