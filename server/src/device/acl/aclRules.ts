import { RULE_FLAGS, aclKind, ruleFlags, type AclKind, type AclRule, type RuleParam } from '@olt/protocol';

/** A rule as the device keeps it: only the fields its flags give, numbers as numbers. */
export type RuleRecord = Omit<AclRule, 'hits' | 'active'>;

const ADDRESS_MASKS = { src_ipaddr: 'src_ipmask', dst_ipaddr: 'dst_ipmask' } as const;
const MAC_MASKS = { src_mac: 'src_mask', dst_mac: 'dst_mask' } as const;
const FULL_MAC_MASK = 'ffff-ffff-ffff';

/** The rule a checked request (ruleIssues found nothing) sets: its flagged fields, in the device's forms. */
export function ruleRecord(p: RuleParam): RuleRecord {
  const kind = aclKind(p.acl_id) as AclKind;
  // an advanced rule always names its protocol (0 = ip, every protocol)
  const flags = ruleFlags(p, kind) | (kind === 'advanced' ? RULE_FLAGS.advanced.protocol : 0);
  const rule: Record<string, unknown> = { rule_id: p.rule_id, action: p.action, flags, timerange: '' };
  for (const [field, bit] of Object.entries(RULE_FLAGS[kind]) as [keyof RuleParam, number][]) {
    if ((flags & bit) === 0) continue;
    const value = p[field];
    if (field === 'src_ipaddr' || field === 'dst_ipaddr') {
      const mask = ADDRESS_MASKS[field];
      rule[field] = value;
      rule[mask] = value === 'any' ? 'any' : p[mask] || '0.0.0.0';
    } else if (field === 'src_mac' || field === 'dst_mac') {
      const mask = MAC_MASKS[field];
      rule[field] = String(value).toLowerCase();
      rule[mask] = (p[mask] || FULL_MAC_MASK).toLowerCase();
    } else if (field === 'eth_type') {
      rule[field] = typeof value === 'string' ? Number.parseInt(value, 16) : value;
    } else if (field === 'protocol') {
      rule[field] = typeof value === 'string' ? value.toLowerCase() : value;
    } else {
      rule[field] = value;
    }
  }
  return rule as RuleRecord;
}

/** A basic rule without a source shows it as `any`, as the device family answers (sample acl.json). */
export function shownRule(kind: AclKind, rule: RuleRecord): RuleRecord {
  if (kind === 'basic' && (rule.flags & RULE_FLAGS.basic.src_ipaddr) === 0) {
    return { ...rule, src_ipaddr: 'any', src_ipmask: 'any' };
  }
  return { ...rule };
}
