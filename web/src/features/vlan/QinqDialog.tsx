import { Flex, Form, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY, VLAN_TABLE_ACTION, qinqSet } from '@olt/protocol';
import type { PortOption } from '../../components/portOptions.ts';
import { VlanIdInput, useVlanIdRules } from './VlanIdInput.tsx';
import { usePriorityOptions } from './portTypes.ts';
import { write } from './vlanQueries.ts';
import { PortEntryDialog } from './PortEntryDialog.tsx';

type CvlanKind = 'single' | 'range';

interface QinqValues {
  port_id: number;
  kind: CvlanKind;
  cvlan?: number;
  cvlan_s?: number;
  cvlan_e?: number;
  svlan: number;
  svlan_pri: number;
}

/**
 * Adds a QinQ entry (VLAN-20): one customer VLAN or a range of them, the service VLAN that wraps them and its
 * priority. Only the chosen form of customer VLAN is filled; the device takes the other fields as "" (api.md).
 */
export function QinqDialog({ ports, onClose }: { ports: readonly PortOption[]; onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<QinqValues>();
  const kind = Form.useWatch('kind', form) ?? 'single';
  const priorities = usePriorityOptions('priority.none');
  const vlanIdRules = useVlanIdRules();

  const toWrite = (values: QinqValues) => {
    const isSingle = values.kind === 'single';
    const first = values.cvlan_s ?? 0;
    const last = values.cvlan_e ?? 0;
    const param = {
      port_id: values.port_id,
      cvlan: isSingle ? (values.cvlan ?? '') : '',
      // a reversed range is swapped, as for VLAN ranges
      cvlan_s: isSingle ? '' : Math.min(first, last),
      cvlan_e: isSingle ? '' : Math.max(first, last),
      svlan: values.svlan,
      svlan_pri: values.svlan_pri,
      action: VLAN_TABLE_ACTION.qinq,
    };
    return write(qinqSet, param);
  };

  return (
    <PortEntryDialog
      title={t('qinq.add')}
      form={form}
      ports={ports}
      initialValues={{ kind: 'single', svlan_pri: PRIORITY.unchanged }}
      toWrite={toWrite}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('field.cvlan')} style={{ marginBottom: 8 }}>
        <Radio.Group
          options={[
            { value: 'single', label: t('qinq.single') },
            { value: 'range', label: t('qinq.range') },
          ]}
        />
      </Form.Item>
      {kind === 'single' ? (
        <Form.Item name="cvlan" rules={vlanIdRules}>
          <VlanIdInput aria-label={t('field.cvlan')} />
        </Form.Item>
      ) : (
        <Form.Item required style={{ marginBottom: 24 }}>
          <Flex align="flex-start" gap="small">
            <Form.Item name="cvlan_s" noStyle rules={vlanIdRules}>
              <VlanIdInput aria-label={t('qinq.rangeStart')} />
            </Form.Item>
            <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
              –
            </Typography.Text>
            <Form.Item name="cvlan_e" noStyle rules={vlanIdRules}>
              <VlanIdInput aria-label={t('qinq.rangeEnd')} />
            </Form.Item>
          </Flex>
        </Form.Item>
      )}
      <Form.Item name="svlan" label={t('field.svlan')} rules={vlanIdRules}>
        <VlanIdInput />
      </Form.Item>
      <Form.Item name="svlan_pri" label={t('field.svlanPriority')} style={{ marginBottom: 0 }}>
        <Select options={priorities} />
      </Form.Item>
    </PortEntryDialog>
  );
}
