import { useTranslation } from '../../lib/translation.ts';
import { ACCESS_SERVICE, AFI, addAccessRule } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { aclKeys } from './sysAclQueries.ts';

interface RuleValues {
  name: string;
  afi: number;
  hostip: string;
  macaddr: string;
  access: number;
}

export const SERVICES = Object.entries(ACCESS_SERVICE) as [keyof typeof ACCESS_SERVICE, number][];

/** Adds a permit rule (SACL-02; the original fixes the type to permit). The device refuses one that locks us out. */
export function AddRuleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sysAcl');
  const field = (name: keyof RuleValues) => paramField(addAccessRule.param, name);
  const fields: FieldSpec<RuleValues>[] = [
    { name: 'name', label: t('field.name'), kind: 'text', schema: field('name'), required: true, showCount: true },
    {
      name: 'afi',
      label: t('field.afi'),
      kind: 'radio',
      schema: field('afi'),
      options: [
        { value: AFI.ipv4, label: 'IPv4' },
        { value: AFI.ipv6, label: 'IPv6' },
      ],
    },
    {
      name: 'hostip',
      label: t('field.hostip'),
      kind: 'text',
      schema: field('hostip'),
      required: true,
      placeholder: t('field.hostipHint'),
    },
    {
      name: 'macaddr',
      label: t('field.macaddr'),
      kind: 'text',
      schema: field('macaddr'),
      required: true,
      placeholder: 'xx:xx:xx:xx:xx:xx',
      extra: t('field.macHint'),
      message: t('field.macRule'),
    },
    {
      name: 'access',
      label: t('field.access'),
      kind: 'select',
      schema: field('access'),
      options: SERVICES.map(([key, value]) => ({ value, label: t(`service.${key}`) })),
    },
  ];
  return (
    <EntityDialog<RuleValues>
      title={t('add.title')}
      okText={t('add.ok')}
      fields={fields}
      initialValues={{ afi: AFI.ipv4, access: ACCESS_SERVICE.telnet }}
      toWrite={(v) => write(addAccessRule, { ...v, type: 1 })}
      success={(v) => {
        const service = SERVICES.find(([, value]) => value === v.access)?.[0];
        return t('added', {
          name: v.name,
          host: v.hostip,
          mac: v.macaddr,
          service: service ? t(`service.${service}`) : String(v.access),
        });
      }}
      invalidate={[aclKeys.all]}
      onClose={onClose}
    />
  );
}
