import { Alert } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_UNI_PORTS_MAX, VLAN_ID, setPonVlanProfile } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';

interface Values {
  pid: number;
  mode: number;
  vlan_id?: number;
}
const field = (name: keyof Values) => paramField(setPonVlanProfile.param, name);

/** BAT-02: the VLAN profile of one UNI port for every ONU of the PON; a tag needs its VLAN. */
export function VlanProfileDialog(props: {
  portId: number;
  portName: string;
  invalidate: readonly QueryKey[];
  onClose: () => void;
}) {
  const { t } = useTranslation('batchConfig');
  const fields: FieldSpec<Values>[] = [
    {
      name: 'pid',
      label: t('vlan.pid'),
      kind: 'int',
      schema: field('pid'),
      required: true,
      extra: t('vlan.pidHint', { max: ONU_UNI_PORTS_MAX }),
    },
    {
      name: 'mode',
      label: t('vlan.mode'),
      kind: 'radio',
      options: [
        { value: 0, label: t('vlan.transparent') },
        { value: 1, label: t('vlan.tag') },
      ],
    },
    {
      name: 'vlan_id',
      label: t('vlan.vlanId'),
      kind: 'int',
      schema: field('vlan_id'),
      required: true,
      extra: t('vlan.vlanHint', VLAN_ID),
      when: (v) => v.mode === 1,
    },
  ];
  return (
    <EntityDialog<Values>
      title={t('vlan.addTitle', { port: props.portName })}
      okText={t('apply')}
      fields={fields}
      initialValues={{ mode: 0 }}
      toWrite={(v) =>
        write(setPonVlanProfile, {
          port_id: props.portId,
          pid: v.pid,
          mode: v.mode,
          vlan_id: v.mode === 1 ? (v.vlan_id ?? '') : '',
        })
      }
      success={(v) =>
        v.mode === 1
          ? t('vlan.setTag', { pid: v.pid, port: props.portName, vlan: v.vlan_id })
          : t('vlan.setTransparent', { pid: v.pid, port: props.portName })
      }
      invalidate={props.invalidate}
      onClose={props.onClose}
      intro={<Alert type="info" showIcon title={t('vlan.replaces')} style={{ marginBottom: 16 }} />}
    />
  );
}
