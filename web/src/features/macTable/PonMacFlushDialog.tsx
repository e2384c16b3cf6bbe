import { Form, Input, Modal, Radio, Select } from 'antd';
import { OnuId, PON_MAC_FLUSH, macAdd, ponMacFlush } from '@olt/protocol';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { macKeys } from './macQueries.ts';

interface Values {
  flush_type: number;
  vlan_id: string;
  port_id: number;
  onu_id: string;
}
// the flush's own fields also take "" for "unused"; typed in, a VLAN is 1–4094 as anywhere else
const VLAN_FIELD = paramField(macAdd.param, 'vlan_id');

/** Flush the PON MAC table (MAC-15): all, by VLAN, by PON port or by ONU, asked before it goes. */
export function PonMacFlushDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mac');
  const pons = filterPorts(usePortOptions(), 'pon');
  const device = useDeviceWrite();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('flush_type', form) ?? PON_MAC_FLUSH.all;
  const needsPon = type === PON_MAC_FLUSH.byPon || type === PON_MAC_FLUSH.byOnu;

  const submit = async (v: Values) => {
    const param = {
      flush_type: v.flush_type,
      vlan_id: v.flush_type === PON_MAC_FLUSH.byVlan ? (fieldValue(VLAN_FIELD, v.vlan_id) as number) : ('' as const),
      port_id: needsPon ? v.port_id : ('' as const),
      onu_id: v.flush_type === PON_MAC_FLUSH.byOnu ? (fieldValue(OnuId, v.onu_id) as number) : ('' as const),
    };
    const result = await device.run(write(ponMacFlush, param), {
      confirm: { title: t('flushTitle'), content: t('flushConfirm') },
      invalidate: [macKeys.all],
    });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };

  return (
    <Modal
      open
      width={550}
      title={t('flushTitle')}
      okText={t('flush')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={device.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ flush_type: PON_MAC_FLUSH.all, port_id: pons[0]?.id }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="flush_type" label={t('flushBy')}>
          <Radio.Group
            options={[
              { value: PON_MAC_FLUSH.all, label: t('flushAll') },
              { value: PON_MAC_FLUSH.byVlan, label: t('flushByVlan') },
              { value: PON_MAC_FLUSH.byPon, label: t('flushByPon') },
              { value: PON_MAC_FLUSH.byOnu, label: t('flushByOnu') },
            ]}
          />
        </Form.Item>
        {type === PON_MAC_FLUSH.byVlan && (
          <Form.Item name="vlan_id" label={t('col.vlan')} rules={schemaRules(VLAN_FIELD, { required: true })}>
            <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
          </Form.Item>
        )}
        {needsPon && (
          <Form.Item name="port_id" label={t('col.pon')} rules={[{ required: true, message: t('pickPon') }]}>
            <Select style={{ width: 160 }} options={pons.map((p) => ({ value: p.id, label: portOptionLabel(p) }))} />
          </Form.Item>
        )}
        {type === PON_MAC_FLUSH.byOnu && (
          <Form.Item name="onu_id" label={t('filter.onu')} rules={schemaRules(OnuId, { required: true })}>
            <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
