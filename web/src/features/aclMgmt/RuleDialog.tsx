import {
  ACL_ACTION,
  RULE_FIELD_RULES,
  RuleParamShape,
  hasPorts,
  protocolNumber,
  ruleSet,
  type AclKind,
  type AclRule,
  type RuleParamInput,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { aclKeys, useTimeRangeNames } from './aclQueries.ts';

/** Every field of the rule form as typed (text); which show depends on the ACL's kind and the protocol. */
type RuleValues = Record<
  | 'rule_id'
  | 'action'
  | 'timerange'
  | 'protocol'
  | 'src_ipaddr'
  | 'src_ipmask'
  | 'dst_ipaddr'
  | 'dst_ipmask'
  | 'src_port'
  | 'dst_port'
  | 'precedence'
  | 'dscp'
  | 'eth_type'
  | 'cos'
  | 'inner_cos'
  | 'vlan_id'
  | 'inner_vlan_id'
  | 'src_mac'
  | 'src_mask'
  | 'dst_mac'
  | 'dst_mask',
  string
>;
type Field = keyof RuleValues;
type MatchField = Exclude<Field, 'rule_id' | 'action' | 'timerange'>;

const NO_RANGE = '-';
const INT_FIELDS = ['precedence', 'dscp', 'cos', 'inner_cos', 'vlan_id', 'inner_vlan_id'] as const;
const FIELDS_BY_KIND: Record<AclKind, MatchField[]> = {
  basic: ['src_ipaddr', 'src_ipmask'],
  advanced: [
    'protocol',
    'src_ipaddr',
    'src_ipmask',
    'dst_ipaddr',
    'dst_ipmask',
    'src_port',
    'dst_port',
    'precedence',
    'dscp',
  ],
  link: ['eth_type', 'cos', 'inner_cos', 'vlan_id', 'inner_vlan_id', 'src_mac', 'src_mask', 'dst_mac', 'dst_mask'],
};
const SCHEMAS: Partial<Record<Field, Parameters<typeof paramField>[0]>> = {
  src_ipaddr: RULE_FIELD_RULES.address,
  dst_ipaddr: RULE_FIELD_RULES.address,
  src_ipmask: RULE_FIELD_RULES.wildcard,
  dst_ipmask: RULE_FIELD_RULES.wildcard,
  src_port: RULE_FIELD_RULES.ports,
  dst_port: RULE_FIELD_RULES.ports,
  src_mac: RULE_FIELD_RULES.mac,
  src_mask: RULE_FIELD_RULES.mac,
  dst_mac: RULE_FIELD_RULES.mac,
  dst_mask: RULE_FIELD_RULES.mac,
  protocol: RULE_FIELD_RULES.protocol,
  eth_type: RULE_FIELD_RULES.ethType,
};
const carriesPorts = (v: Partial<RuleValues>) => {
  const n = protocolNumber(v.protocol ?? '');
  return n !== null && hasPorts(n);
};

/** The form's values of an existing rule: what it matches, as typed. */
function valuesOf(rule: AclRule): Partial<RuleValues> {
  const out: Partial<RuleValues> = { rule_id: String(rule.rule_id), action: String(rule.action) };
  for (const [key, value] of Object.entries(rule)) {
    if (value === undefined || key === 'hits' || key === 'active' || key === 'flags') continue;
    if (key === 'src_ipaddr' && value === 'any') continue;
    if (key === 'src_ipmask' && value === 'any') continue;
    (out as Record<string, string>)[key] = key === 'eth_type' ? `0x${(value as number).toString(16)}` : String(value);
  }
  out.timerange = rule.timerange || NO_RANGE;
  return out;
}

/** The request: only the filled-in fields, so the device gives the rule the flags they mean (ACL-04…06). */
function paramOf(aclId: number, kind: AclKind, v: RuleValues): RuleParamInput {
  const param: Record<string, string | number> = {
    acl_id: aclId,
    rule_id: Number(v.rule_id),
    action: Number(v.action),
  };
  for (const field of FIELDS_BY_KIND[kind]) {
    const value = (v[field] ?? '').trim();
    if (value === '') continue;
    if ((field === 'src_port' || field === 'dst_port') && !carriesPorts(v)) continue;
    param[field] = (INT_FIELDS as readonly string[]).includes(field) ? Number(value) : value;
  }
  if (v.timerange && v.timerange !== NO_RANGE) param.timerange = v.timerange;
  return param as unknown as RuleParamInput;
}

/** Adds a rule to an ACL or changes one (`rule` given): the fields follow the ACL's kind and the protocol. */
export function RuleDialog({
  aclId,
  kind,
  rule,
  usedIds,
  onClose,
}: {
  aclId: number;
  kind: AclKind;
  rule?: AclRule;
  usedIds: readonly number[];
  onClose: () => void;
}) {
  const { t } = useTranslation('acl');
  const ranges = useTimeRangeNames().data ?? [];
  const freeId = Array.from({ length: 16 }, (_, i) => i + 1).find((id) => !usedIds.includes(id));
  const hint: Partial<Record<Field, string>> = {
    protocol: t('rule.protocolHint'),
    src_ipmask: t('rule.maskHint'),
    dst_ipmask: t('rule.maskHint'),
    src_port: t('rule.portHint'),
    dst_port: t('rule.portHint'),
    precedence: t('rule.oneOfHint'),
    dscp: t('rule.oneOfHint'),
    eth_type: t('rule.ethHint'),
    src_mac: t('rule.macHint'),
    src_mask: t('rule.macHint'),
    dst_mac: t('rule.macHint'),
    dst_mask: t('rule.macHint'),
  };
  const matchFields: FieldSpec<RuleValues>[] = FIELDS_BY_KIND[kind].map((name) => ({
    name,
    label: t(`rule.${name}`),
    kind: (INT_FIELDS as readonly string[]).includes(name) ? 'int' : 'text',
    schema: SCHEMAS[name] ?? paramField(RuleParamShape, name),
    required: name === 'protocol',
    placeholder: hint[name],
    message: hint[name],
    column: 12,
    ...(name === 'src_port' || name === 'dst_port' ? { when: carriesPorts } : {}),
  }));
  const fields: FieldSpec<RuleValues>[] = [
    {
      name: 'rule_id',
      label: t('rule.ruleId'),
      kind: 'int',
      schema: paramField(RuleParamShape, 'rule_id'),
      required: true,
      column: 12,
    },
    {
      name: 'action',
      label: t('rule.action'),
      kind: 'radio',
      column: 12,
      options: [
        { value: String(ACL_ACTION.deny), label: t('rule.deny') },
        { value: String(ACL_ACTION.permit), label: t('rule.permit') },
      ],
    },
    ...matchFields,
    {
      name: 'timerange',
      label: t('rule.timerange'),
      kind: 'select',
      column: 12,
      options: [NO_RANGE, ...ranges].map((name) => ({ value: name, label: name })),
    },
  ];
  const initial = rule
    ? valuesOf(rule)
    : {
        rule_id: freeId ? String(freeId) : '',
        action: String(ACL_ACTION.deny),
        timerange: NO_RANGE,
        ...(kind === 'advanced' ? { protocol: 'ip' } : {}),
      };
  return (
    <EntityDialog<RuleValues>
      title={rule ? t('rule.editTitle', { id: rule.rule_id }) : t('rule.add')}
      okText={t('rule.save')}
      width={720}
      fields={fields}
      initialValues={initial}
      toWrite={(v) => write(ruleSet, paramOf(aclId, kind, v))}
      success={(v) => t(rule ? 'done.ruleSaved' : 'done.ruleAdded', { acl: aclId, rule: Number(v.rule_id) })}
      invalidate={[aclKeys.list]}
      onClose={onClose}
    />
  );
}
