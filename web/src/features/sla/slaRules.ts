import { SLA_FIELDS, slaRuleBroken, type SlaField, type SlaType } from '@olt/protocol';

/** The protocol's words for the ordering rules (slaRuleBroken), said in the operator's language by these keys. */
const ORDER_RULES = {
  'fix must not exceed assure': 'fixAssure',
  'fix must not exceed max': 'fixMax',
  'assure must not exceed max': 'assureMax',
} as const;
export type SlaRuleKey = 'range' | (typeof ORDER_RULES)[keyof typeof ORDER_RULES];

/**
 * The rule of api.md §3.3 the values break, as a dictionary key under `sla.rule`, or null. The verdict is the
 * protocol's own (the device checks with the same function); only the wording is the console's.
 */
export function slaRuleKey(type: SlaType, values: Partial<Record<SlaField, number>>): SlaRuleKey | null {
  const broken = slaRuleBroken(type, values);
  if (broken === null) return null;
  return broken in ORDER_RULES ? ORDER_RULES[broken as keyof typeof ORDER_RULES] : 'range';
}

/** A field's value in the table: the kbps where the profile uses it, a dash otherwise (screens.md §10.2). */
export const slaCell = (type: SlaType, field: SlaField, value: number): string =>
  SLA_FIELDS[type].includes(field) ? String(value) : '-';
