import { MAC_TYPE, macAdd } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { macKeys } from './macQueries.ts';

interface Values {
  mac_type: number;
  macaddr: string;
  vlan_id: number;
  port_id: number;
}

/** Add MAC (MAC-05): a blackhole entry, or a static one where the device has MAC authentication. */
export function MacAddDialog({ hasMacAuth, onClose }: { hasMacAuth: boolean; onClose: () => void }) {
  const { t } = useTranslation('mac');
  const ports = usePortOptions();
  const types = hasMacAuth ? [MAC_TYPE.static, MAC_TYPE.blackhole] : [MAC_TYPE.blackhole];
  const fields: FieldSpec<Values>[] = [
    {
      name: 'mac_type',
      label: t('col.type'),
      kind: 'radio',
      options: types.map((v) => ({
        value: v,
        label: t(v === MAC_TYPE.static ? 'typeName.static' : 'typeName.blackhole'),
      })),
    },
    {
      name: 'macaddr',
      label: t('col.mac'),
      kind: 'text',
      schema: paramField(macAdd.param, 'macaddr'),
      required: true,
      placeholder: 'xx:xx:xx:xx:xx:xx',
      message: t('macRule'),
    },
    { name: 'vlan_id', label: t('col.vlan'), kind: 'int', schema: paramField(macAdd.param, 'vlan_id'), required: true },
    {
      name: 'port_id',
      label: t('col.port'),
      kind: 'select',
      options: ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
    },
  ];
  return (
    <EntityDialog<Values>
      title={t('addTitle')}
      okText={t('add')}
      fields={fields}
      initialValues={{ mac_type: types[0], port_id: ports.find((p) => p.kind !== 'pon')?.id ?? 1 }}
      invalidate={[macKeys.all]}
      toWrite={(v) => write(macAdd, v)}
      success={(v) => {
        const port = ports.find((p) => p.id === v.port_id);
        return t('done.added', {
          type: t(v.mac_type === MAC_TYPE.static ? 'typeName.static' : 'typeName.blackhole'),
          mac: v.macaddr,
          vlan: v.vlan_id,
          port: port ? portOptionLabel(port) : String(v.port_id),
        });
      }}
      onClose={onClose}
    />
  );
}
