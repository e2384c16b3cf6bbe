import type { AclRule } from '@olt/protocol';

type Label = (field: string) => string;

/** The rule's match fields as `label value` pieces, in the order the form has them; `any` addresses left out. */
export function ruleMatches(rule: AclRule, label: Label): string[] {
  const out: string[] = [];
  const add = (field: keyof AclRule, text: string) => out.push(`${label(field)} ${text}`);
  if (rule.protocol !== undefined) add('protocol', String(rule.protocol));
  for (const [addr, mask] of [
    ['src_ipaddr', 'src_ipmask'],
    ['dst_ipaddr', 'dst_ipmask'],
  ] as const) {
    const value = rule[addr];
    if (value !== undefined && value !== 'any') add(addr, `${value} ${rule[mask] ?? ''}`.trim());
  }
  for (const field of [
    'src_port',
    'dst_port',
    'precedence',
    'dscp',
    'cos',
    'inner_cos',
    'vlan_id',
    'inner_vlan_id',
  ] as const) {
    if (rule[field] !== undefined) add(field, String(rule[field]));
  }
  if (rule.eth_type !== undefined) add('eth_type', `0x${rule.eth_type.toString(16).padStart(4, '0')}`);
  for (const [mac, mask] of [
    ['src_mac', 'src_mask'],
    ['dst_mac', 'dst_mask'],
  ] as const) {
    const value = rule[mac];
    if (value !== undefined) add(mac, rule[mask] && rule[mask] !== 'ffff-ffff-ffff' ? `${value}/${rule[mask]}` : value);
  }
  return out;
}
