import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_VLAN_MODES, VLAN_ID, VLAN_PRIORITY, onuLabel, setOnuPortVlan, type OnuPortVlan } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { SETTABLE_MODES, modeName } from './vlanEntries.ts';

interface Values {
  op_vlan_mode: number;
  def_vlan_id?: string | number;
  def_vlan_pri?: string | number;
}

export interface VlanDialogProps {
  portId: number;
  onuId: number;
  row: OnuPortVlan;
  invalidate: readonly QueryKey[];
  onClose: () => void;
}

const field = (name: keyof Values) => paramField(setOnuPortVlan.param, name);

/** Sets the VLAN mode of one UNI port (ONU-36); the default VLAN and priority do not apply to transparent. */
export function VlanModeDialog({ portId, onuId, row, invalidate, onClose }: VlanDialogProps) {
  const { t } = useTranslation('onuDevice');
  const isTagged = (values: Partial<Values>) => values.op_vlan_mode !== ONU_VLAN_MODES.transparent;
  const fields: FieldSpec<Values>[] = [
    {
      name: 'op_vlan_mode',
      label: t('vlan.mode'),
      kind: 'select',
      options: SETTABLE_MODES.map((name) => ({ value: ONU_VLAN_MODES[name], label: t(`vlan.modes.${name}`) })),
    },
    {
      name: 'def_vlan_id',
      label: t('vlan.defVlan'),
      kind: 'int',
      required: true,
      schema: field('def_vlan_id'),
      placeholder: `${VLAN_ID.min}–${VLAN_ID.max}`,
      when: isTagged,
    },
    {
      name: 'def_vlan_pri',
      label: t('vlan.defPri'),
      kind: 'int',
      required: true,
      schema: field('def_vlan_pri'),
      placeholder: `${VLAN_PRIORITY.min}–${VLAN_PRIORITY.max}`,
      when: isTagged,
    },
  ];
  const toWrite = (values: Values) => {
    const isSame =
      values.op_vlan_mode === row.op_vlan_mode &&
      (!isTagged(values) || (values.def_vlan_id === row.def_vlan_id && values.def_vlan_pri === row.def_vlan_pri));
    if (isSame) {
      toast.info(t('common.unchanged'));
      return null;
    }
    return write(setOnuPortVlan, { port_id: portId, onu_id: onuId, op_id: row.op_id, ...values });
  };
  const isAggregation = row.op_vlan_mode === ONU_VLAN_MODES.aggregation;
  return (
    <EntityDialog<Values>
      title={t('vlan.modeTitle', { port: row.op_id })}
      okText={t('common.apply')}
      fields={fields}
      initialValues={{
        op_vlan_mode: isAggregation ? ONU_VLAN_MODES.tag : row.op_vlan_mode,
        def_vlan_id: String(row.def_vlan_id || 1),
        def_vlan_pri: String(row.def_vlan_pri),
      }}
      intro={<p>{t('vlan.modeNote')}</p>}
      toWrite={toWrite}
      success={(values) => {
        const name = modeName(values.op_vlan_mode);
        const said = {
          port: row.op_id,
          onu: onuLabel(portId, onuId),
          mode: name ? t(`vlan.modes.${name}`) : String(values.op_vlan_mode),
        };
        return isTagged(values)
          ? t('done.vlanModeDefault', { ...said, vlan: Number(values.def_vlan_id), pri: Number(values.def_vlan_pri) })
          : t('done.vlanMode', said);
      }}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}
