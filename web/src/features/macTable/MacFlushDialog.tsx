import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { MAC_FLUSH_FLAGS, MAC_TYPE, MAC_TYPE_ALL, macAdd, macFlush } from '@olt/protocol';
import { PortCheckboxGroup } from '../../components/PortCheckboxGroup.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { macKeys } from './macQueries.ts';
import { macTypeKey } from './macWords.ts';

type By = 'type' | 'port' | 'vlan';
const FLAG: Record<By, number> = {
  type: MAC_FLUSH_FLAGS.byType,
  port: MAC_FLUSH_FLAGS.byPorts,
  vlan: MAC_FLUSH_FLAGS.byVlan,
};
// the add form's VLAN rule, 1–4094: the flush's own field also takes "" for "unused"
const VLAN_FIELD = paramField(macAdd.param, 'vlan_id');

/** Flush MAC (MAC-07): by type, by ports or by VLAN, asked before it goes. */
export function MacFlushDialog({ hasMacAuth, onClose }: { hasMacAuth: boolean; onClose: () => void }) {
  const { t } = useTranslation('mac');
  const ports = usePortOptions();
  const device = useDeviceWrite();
  const [form] = Form.useForm<{ by: By; mac_type: number; vlan_id: string }>();
  const by = Form.useWatch('by', form) ?? 'type';
  const [picked, setPicked] = useState<number[]>([]);
  const types = [
    MAC_TYPE.dynamic,
    ...(hasMacAuth ? [MAC_TYPE.static] : []),
    ...(by === 'port' ? [] : [MAC_TYPE.blackhole]),
    MAC_TYPE_ALL,
  ];

  const submit = async (v: { by: By; mac_type: number; vlan_id: string }) => {
    if (v.by === 'port' && picked.length === 0) {
      toast.info(t('pickPorts'));
      return;
    }
    const param = {
      flags: FLAG[v.by],
      mac_type: v.mac_type,
      vlan_id: v.by === 'vlan' ? (fieldValue(VLAN_FIELD, v.vlan_id) as number) : ('' as const),
      port_list: v.by === 'port' ? [...picked].sort((a, b) => a - b).join(',') : '',
    };
    const result = await device.run(write(macFlush, param), {
      confirm: { title: t('flushTitle'), content: t('flushConfirm') },
      invalidate: [macKeys.all],
    });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };

  return (
    <Modal
      open
      width={640}
      title={t('flushTitle')}
      okText={t('flush')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={device.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ by: 'type', mac_type: MAC_TYPE.dynamic }}
        onFinish={(v) => void submit(v)}
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
        {by === 'vlan' && (
          <Form.Item name="vlan_id" label={t('col.vlan')} rules={schemaRules(VLAN_FIELD, { required: true })}>
            <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
          </Form.Item>
        )}
        {by === 'port' && (
          <Form.Item label={t('col.port')}>
            <PortCheckboxGroup ports={ports} value={picked} onChange={setPicked} hasSelectAll />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
