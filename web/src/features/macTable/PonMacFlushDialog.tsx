import { Form, Input, Radio, Select } from 'antd';
import { OnuId, PON_MAC_FLUSH, onuLabel, ponMacFlush } from '@olt/protocol';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { fieldValue, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { FLUSH_VLAN_FIELD, FlushModal, FlushVlanItem } from './FlushModal.tsx';

interface Values {
  flush_type: number;
  vlan_id: string;
  port_id: number;
  onu_id: string;
}

/** Flush the PON MAC table (MAC-15): all, by VLAN, by PON port or by ONU, asked before it goes. */
export function PonMacFlushDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mac');
  const pons = filterPorts(usePortOptions(), 'pon');
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('flush_type', form) ?? PON_MAC_FLUSH.all;
  const needsPon = type === PON_MAC_FLUSH.byPon || type === PON_MAC_FLUSH.byOnu;

  const toWrite = (v: Values) =>
    write(ponMacFlush, {
      flush_type: v.flush_type,
      vlan_id:
        v.flush_type === PON_MAC_FLUSH.byVlan ? (fieldValue(FLUSH_VLAN_FIELD, v.vlan_id) as number) : ('' as const),
      port_id: needsPon ? v.port_id : ('' as const),
      onu_id: v.flush_type === PON_MAC_FLUSH.byOnu ? (fieldValue(OnuId, v.onu_id) as number) : ('' as const),
    });

  return (
    <FlushModal<Values>
      form={form}
      width={550}
      initialValues={{ flush_type: PON_MAC_FLUSH.all, port_id: pons[0]?.id }}
      toWrite={toWrite}
      success={(v) => {
        const port = pons.find((p) => p.id === v.port_id);
        const portName = port ? portOptionLabel(port) : String(v.port_id);
        if (v.flush_type === PON_MAC_FLUSH.byVlan)
          return t('done.ponFlushedVlan', { vlan: fieldValue(FLUSH_VLAN_FIELD, v.vlan_id) as number });
        if (v.flush_type === PON_MAC_FLUSH.byPon) return t('done.ponFlushedPon', { port: portName });
        if (v.flush_type === PON_MAC_FLUSH.byOnu)
          return t('done.ponFlushedOnu', { onu: onuLabel(v.port_id, fieldValue(OnuId, v.onu_id) as number) });
        return t('done.ponFlushedAll');
      }}
      onClose={onClose}
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
      {type === PON_MAC_FLUSH.byVlan && <FlushVlanItem />}
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
    </FlushModal>
  );
}
