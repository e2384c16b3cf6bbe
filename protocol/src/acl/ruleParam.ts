import { z } from 'zod';
import { VLAN_ID } from '../core/limits.ts';
import { blankOr, freeText, wireInt } from '../core/wireValues.ts';
import {
  ACL_ID,
  RULE_FLAGS,
  RULE_ID,
  TIME_RANGE_NAME,
  aclKind,
  hasPorts,
  isAclAddress,
  isDashMac,
  isWildcardMask,
  parseL4Ports,
  protocolNumber,
  type AclKind,
} from './records.ts';

/** `eth_type`: a number 0–0xFFFF, or its hex text `0x0800` (0 = not given). */
const EthType = z.union([wireInt(0, 0xffff), z.string().regex(/^0x[0-9a-fA-F]{1,4}$/, 'eth_type: 0x0–0xffff')]);
const Protocol = z.union([
  wireInt(0, 255),
  z.string().regex(/^(icmp|udp|tcp|ip|ipinip)$/i, 'protocol: icmp, udp, tcp, ip, ipinip or 0–255'),
]);

/** ACL-04…06: one rule of any kind; which fields count follows from the ACL id and `flags`. */
export const RuleParamShape = z.object({
  acl_id: wireInt(ACL_ID.min, ACL_ID.max),
  rule_id: wireInt(RULE_ID.min, RULE_ID.max),
  action: wireInt(1, 2),
  /** left out, the fields that are filled in are the given ones */
  flags: wireInt(0, 0xff).optional(),
  src_ipaddr: freeText().max(15).optional(),
  src_ipmask: freeText().max(15).optional(),
  dst_ipaddr: freeText().max(15).optional(),
  dst_ipmask: freeText().max(15).optional(),
  protocol: blankOr(Protocol),
  src_port: freeText().max(64).optional(),
  dst_port: freeText().max(64).optional(),
  precedence: blankOr(wireInt(0, 7)),
  dscp: blankOr(wireInt(0, 63)),
  eth_type: blankOr(EthType),
  cos: blankOr(wireInt(0, 7)),
  inner_cos: blankOr(wireInt(0, 7)),
  vlan_id: blankOr(wireInt(VLAN_ID.min, VLAN_ID.max)),
  inner_vlan_id: blankOr(wireInt(VLAN_ID.min, VLAN_ID.max)),
  src_mac: freeText().max(14).optional(),
  src_mask: freeText().max(14).optional(),
  dst_mac: freeText().max(14).optional(),
  dst_mask: freeText().max(14).optional(),
  timerange: freeText().max(16).optional(),
});
export type RuleParamInput = z.input<typeof RuleParamShape>;
export type RuleParam = z.output<typeof RuleParamShape>;

type FlagField = keyof typeof RULE_FLAGS.advanced | keyof typeof RULE_FLAGS.link | keyof typeof RULE_FLAGS.basic;

/** Whether the request fills a field in: "" and "-" (a blank time range), and an eth_type of 0 are empty. */
function isFilled(p: RuleParam, field: FlagField): boolean {
  const value = p[field];
  if (value === undefined || value === '') return false;
  if (field === 'timerange') return value !== '-';
  if (field === 'eth_type') return value !== 0 && value !== '0x0' && value !== '0x00';
  return true;
}

/** The flags a rule request means: those sent, or, left out, one bit per filled-in field of its ACL kind. */
export function ruleFlags(p: RuleParam, kind: AclKind): number {
  if (p.flags !== undefined) return p.flags;
  let flags = 0;
  for (const [field, bit] of Object.entries(RULE_FLAGS[kind]) as [FlagField, number][]) {
    if (isFilled(p, field)) flags |= bit;
  }
  return kind === 'advanced' ? flags | RULE_FLAGS.advanced.protocol : flags;
}

type Issue = { path: string; message: string };

/** What is wrong with a rule request, by field: the device refuses the whole rule for any of them. */
export function ruleIssues(p: RuleParam): Issue[] {
  const kind = aclKind(p.acl_id);
  if (!kind) return [{ path: 'acl_id', message: 'an ACL id from 2000 to 5999' }];
  const bits = RULE_FLAGS[kind] as Record<string, number>;
  const flags = ruleFlags(p, kind);
  const issues: Issue[] = [];
  const allBits = Object.values(bits).reduce((a, b) => a | b, 0);
  if ((flags & ~allBits) !== 0)
    issues.push({ path: 'flags', message: `${kind} rules take flags 0x0–0x${allBits.toString(16)}` });
  const given = (field: string): boolean => ((bits[field] ?? 0) & flags) !== 0;
  const need = (field: FlagField, ok: boolean, message: string) => {
    if (!ok) issues.push({ path: field, message });
  };
  const text = (field: keyof RuleParam): string => String(p[field] ?? '');
  const address = (addr: 'src_ipaddr' | 'dst_ipaddr', mask: 'src_ipmask' | 'dst_ipmask') => {
    if (!given(addr)) return;
    need(addr, isAclAddress(text(addr)), 'an IPv4 address a.b.c.d (0.0.0.0 allowed) or any');
    if (!isWildcardMask(text(mask) === '' ? '0.0.0.0' : text(mask))) {
      issues.push({
        path: mask,
        message: 'a wildcard mask: ones where the address may differ, at the end (0.0.0.255)',
      });
    }
  };
  if (given('timerange')) need('timerange', TIME_RANGE_NAME.test(text('timerange')), 'a time range name');
  if (kind === 'basic') address('src_ipaddr', 'src_ipmask');
  if (kind === 'advanced') {
    const protocol = p.protocol === undefined ? null : protocolNumber(p.protocol);
    need('protocol', protocol !== null, 'protocol is required: icmp, udp, tcp, ip, ipinip or 0–255');
    address('src_ipaddr', 'src_ipmask');
    address('dst_ipaddr', 'dst_ipmask');
    for (const port of ['src_port', 'dst_port'] as const) {
      if (!given(port)) continue;
      if (protocol !== null && !hasPorts(protocol)) {
        issues.push({ path: port, message: 'ports apply to tcp and udp only' });
      } else need(port, parseL4Ports(text(port)) !== null, 'ports 0–65535 or ordered ranges a-b, comma separated');
    }
    if (given('precedence') && given('dscp')) {
      issues.push({ path: 'dscp', message: 'precedence or dscp, not both' });
    }
    need('precedence', !given('precedence') || p.precedence !== undefined, 'precedence 0–7');
    need('dscp', !given('dscp') || p.dscp !== undefined, 'dscp 0–63');
  }
  if (kind === 'link') {
    for (const field of ['eth_type', 'cos', 'inner_cos', 'vlan_id', 'inner_vlan_id'] as const) {
      need(field, !given(field) || isFilled(p, field), `${field} is flagged but empty`);
    }
    for (const [mac, mask] of [
      ['src_mac', 'src_mask'],
      ['dst_mac', 'dst_mask'],
    ] as const) {
      if (!given(mac)) continue;
      need(mac, isDashMac(text(mac)), 'a MAC address hhhh-hhhh-hhhh');
      if (text(mask) !== '' && !isDashMac(text(mask))) {
        issues.push({ path: mask, message: 'a MAC mask hhhh-hhhh-hhhh' });
      }
    }
  }
  return issues;
}

export const RuleParamSchema = RuleParamShape.superRefine((p, ctx) => {
  for (const issue of ruleIssues(p)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});

const blankOrText = (check: (s: string) => boolean, message: string) =>
  z
    .string()
    .refine((s) => s === '' || check(s), message)
    .optional();
/** The form rules of a rule's text fields, each alone ("" = not given): the console checks them as it is typed. */
export const RULE_FIELD_RULES = {
  address: blankOrText(isAclAddress, 'an IPv4 address a.b.c.d (0.0.0.0 allowed) or any'),
  wildcard: blankOrText(isWildcardMask, 'a wildcard mask such as 0.0.0.255'),
  ports: blankOrText((s) => parseL4Ports(s) !== null, 'ports 0–65535 or ordered ranges a-b, comma separated'),
  mac: blankOrText(isDashMac, 'hhhh-hhhh-hhhh'),
  protocol: z.string().refine((s) => protocolNumber(s) !== null, 'icmp, udp, tcp, ip, ipinip or 0–255'),
  ethType: blankOrText((s) => /^(0x[0-9a-fA-F]{1,4}|\d{1,5})$/.test(s) && Number(s) <= 0xffff, '0x0–0xffff'),
} as const;
