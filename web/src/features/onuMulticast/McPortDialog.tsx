import { useTranslation } from '../../lib/translation.ts';
import {
  MC_GROUPS,
  MC_TAG_MODES,
  VLAN_ID,
  onuLabel,
  setOnuMcGroupMax,
  setOnuMcTagMode,
  type OnuMcPort,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { mcKey } from './mcQueries.ts';

interface Values {
  group_num_max: string | number;
  tag_mode: number;
  svlan?: string | number;
  cvlan?: string | number;
}
interface Props {
  portId: number;
  onuId: number;
  row: OnuMcPort;
  onClose: () => void;
}

/** Most groups (ONU-45) and tag mode (ONU-46, with a pair svlan → cvlan in translate mode) of one UNI port. */
export function McPortDialog({ portId, onuId, row, onClose }: Props) {
  const { t } = useTranslation('onuDevice');
  const isTranslate = (v: Partial<Values>) => v.tag_mode === MC_TAG_MODES.translate;
  const vlan = (name: 'svlan' | 'cvlan'): FieldSpec<Values> => ({
    name,
    label: t(`multicast.${name}`),
    kind: 'int',
    required: true,
    schema: paramField(setOnuMcTagMode.param, name),
    placeholder: `${VLAN_ID.min}–${VLAN_ID.max}`,
    when: isTranslate,
  });
  const fields: FieldSpec<Values>[] = [
    {
      name: 'group_num_max',
      label: t('multicast.groupMax'),
      kind: 'int',
      required: true,
      schema: paramField(setOnuMcGroupMax.param, 'group_num_max'),
      placeholder: `${MC_GROUPS.min}–${MC_GROUPS.max}`,
    },
    {
      name: 'tag_mode',
      label: t('multicast.tagMode'),
      kind: 'select',
      options: (Object.keys(MC_TAG_MODES) as (keyof typeof MC_TAG_MODES)[]).map((k) => ({
        value: MC_TAG_MODES[k],
        label: t(`multicast.tagModes.${k}`),
      })),
    },
    vlan('svlan'),
    vlan('cvlan'),
  ];
  const ref = { port_id: portId, onu_id: onuId, op_id: row.op_id };
  const toWrite = (values: Values) => {
    const steps: WriteStep[] = [];
    if (values.group_num_max !== row.group_num_max)
      steps.push(write(setOnuMcGroupMax, { ...ref, group_num_max: values.group_num_max }));
    if (values.tag_mode !== row.tag_mode || isTranslate(values))
      steps.push(
        write(setOnuMcTagMode, { ...ref, tag_mode: values.tag_mode, svlan: values.svlan, cvlan: values.cvlan }),
      );
    if (steps.length === 0) {
      toast.info(t('common.unchanged'));
      return null;
    }
    return steps;
  };
  return (
    <EntityDialog<Values>
      title={t('multicast.setTitle')}
      okText={t('common.apply')}
      fields={fields}
      initialValues={{ group_num_max: String(row.group_num_max), tag_mode: row.tag_mode }}
      toWrite={toWrite}
      success={(values) => {
        const key = (Object.keys(MC_TAG_MODES) as (keyof typeof MC_TAG_MODES)[]).find(
          (k) => MC_TAG_MODES[k] === values.tag_mode,
        );
        return t('done.mcPortSaved', {
          onu: onuLabel(portId, onuId),
          port: row.op_id,
          max: values.group_num_max,
          mode: key ? t(`multicast.tagModes.${key}`) : String(values.tag_mode),
        });
      }}
      invalidate={[mcKey(portId, onuId)]}
      onClose={onClose}
    />
  );
}
