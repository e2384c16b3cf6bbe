import { useTranslation } from '../../lib/translation.ts';
import { ONU_VLAN_MODES, VLAN_ID, VLAN_PRIORITY, addOnuPortVlanEntry, onuLabel } from '@olt/protocol';
import { trunkText } from './vlanEntries.ts';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import type { VlanDialogProps } from './VlanModeDialog.tsx';

interface Values {
  old_vlan_id?: string | number;
  new_vlan_id?: string | number;
  new_vlan_pri?: string | number;
  start_vlan_id?: string | number;
  end_vlan_id?: string | number;
}
const field = (name: keyof Values) => paramField(addOnuPortVlanEntry.param, name);
const VLAN_HINT = `${VLAN_ID.min}–${VLAN_ID.max}`;

/** Adds a translate pair (ONU-37) or a trunk range (ONU-39) to one UNI port, as its mode says. */
export function VlanEntryDialog({ portId, onuId, row, invalidate, onClose }: VlanDialogProps) {
  const { t } = useTranslation('onuDevice');
  const isTrunk = row.op_vlan_mode === ONU_VLAN_MODES.trunk;
  const int = (name: keyof Values, placeholder: string, group?: FieldSpec<Values>['group']): FieldSpec<Values> => ({
    name,
    label: t(`vlan.${name}`),
    kind: 'int',
    required: true,
    schema: field(name),
    placeholder,
    group,
  });
  const range = { key: 'range', label: t('vlan.range') };
  const fields = isTrunk
    ? [int('start_vlan_id', VLAN_HINT, range), int('end_vlan_id', VLAN_HINT, range)]
    : [
        int('old_vlan_id', VLAN_HINT),
        int('new_vlan_id', VLAN_HINT),
        int('new_vlan_pri', `${VLAN_PRIORITY.min}–${VLAN_PRIORITY.max}`),
      ];
  const ref = { port_id: portId, onu_id: onuId, op_id: row.op_id, op_vlan_mode: row.op_vlan_mode };
  return (
    <EntityDialog<Values>
      title={t(isTrunk ? 'vlan.addTrunk' : 'vlan.addTranslate', { port: row.op_id })}
      okText={t('common.add')}
      fields={fields}
      initialValues={isTrunk ? {} : { new_vlan_pri: '0' }}
      intro={isTrunk ? <p>{t('vlan.trunkNote')}</p> : null}
      toWrite={(values) => write(addOnuPortVlanEntry, { ...ref, ...values, ...(isTrunk ? { vlan_pri: 0 } : {}) })}
      success={(values) => {
        const said = { port: row.op_id, onu: onuLabel(portId, onuId) };
        return isTrunk
          ? t('done.trunkAdded', {
              ...said,
              range: trunkText(Number(values.start_vlan_id), Number(values.end_vlan_id)),
            })
          : t('done.translateAdded', {
              ...said,
              old: Number(values.old_vlan_id),
              new: Number(values.new_vlan_id),
              pri: Number(values.new_vlan_pri ?? 0),
            });
      }}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}
