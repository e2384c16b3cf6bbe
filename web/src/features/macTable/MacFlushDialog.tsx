import { useState } from 'react';
import { Form, Radio } from 'antd';
import { MAC_FLUSH_FLAGS, MAC_TYPE, MAC_TYPE_ALL, macFlush } from '@olt/protocol';
import { PortCheckboxGroup } from '../../components/PortCheckboxGroup.tsx';
import { portListLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { fieldValue } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { FLUSH_VLAN_FIELD, FlushModal, FlushVlanItem } from './FlushModal.tsx';
import { macTypeKey } from './macWords.ts';

type By = 'type' | 'port' | 'vlan';
interface Values {
  by: By;
  mac_type: number;
  vlan_id: string;
}
const FLAG: Record<By, number> = {
  type: MAC_FLUSH_FLAGS.byType,
  port: MAC_FLUSH_FLAGS.byPorts,
  vlan: MAC_FLUSH_FLAGS.byVlan,
};

/** Flush MAC (MAC-07): by type, by ports or by VLAN, asked before it goes. */
export function MacFlushDialog({ hasMacAuth, onClose }: { hasMacAuth: boolean; onClose: () => void }) {
  const { t } = useTranslation('mac');
  const ports = usePortOptions();
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'type';
  const [picked, setPicked] = useState<number[]>([]);
  const types = [
    MAC_TYPE.dynamic,
    ...(hasMacAuth ? [MAC_TYPE.static] : []),
    ...(by === 'port' ? [] : [MAC_TYPE.blackhole]),
    MAC_TYPE_ALL,
  ];

  const toWrite = (v: Values) => {
    if (v.by === 'port' && picked.length === 0) {
      toast.info(t('pickPorts'));
      return null;
    }
    return write(macFlush, {
      flags: FLAG[v.by],
      mac_type: v.mac_type,
      vlan_id: v.by === 'vlan' ? (fieldValue(FLUSH_VLAN_FIELD, v.vlan_id) as number) : ('' as const),
      port_list: v.by === 'port' ? [...picked].sort((a, b) => a - b).join(',') : '',
    });
  };

  return (
    <FlushModal<Values>
      form={form}
      width={640}
      initialValues={{ by: 'type', mac_type: MAC_TYPE.dynamic }}
      toWrite={toWrite}
      success={(v) => {
        const type = t(`typeName.${macTypeKey(v.mac_type)}`);
        if (v.by === 'port')
          return t('done.flushedPorts', {
            type,
            ports: portListLabel(
              [...picked].sort((a, b) => a - b),
              ports,
            ),
          });
        if (v.by === 'vlan')
          return t('done.flushedVlan', { type, vlan: fieldValue(FLUSH_VLAN_FIELD, v.vlan_id) as number });
        return t('done.flushedType', { type });
      }}
      onClose={onClose}
    >
      <Form.Item name="by" label={t('flushBy')}>
        <Radio.Group
          options={[
            { value: 'type', label: t('flushByType') },
            { value: 'port', label: t('flushByPort') },
            { value: 'vlan', label: t('flushByVlan') },
          ]}
        />
      </Form.Item>
      <Form.Item name="mac_type" label={t('col.type')}>
        <Radio.Group options={types.map((v) => ({ value: v, label: t(`typeName.${macTypeKey(v)}`) }))} />
      </Form.Item>
      {by === 'vlan' && <FlushVlanItem />}
      {by === 'port' && (
        <Form.Item label={t('col.port')}>
          <PortCheckboxGroup ports={ports} value={picked} onChange={setPicked} hasSelectAll />
        </Form.Item>
      )}
    </FlushModal>
  );
}
