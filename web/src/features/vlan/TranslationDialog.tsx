import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY, VLAN_TABLE_ACTION, translationSet, type VlanTranslation } from '@olt/protocol';
import type { PortOption } from '../../components/portOptions.ts';
import { toast } from '../../lib/feedback.ts';
import { VlanIdInput, useVlanIdRules } from './VlanIdInput.tsx';
import { usePriorityOptions } from './portTypes.ts';
import { write } from './vlanQueries.ts';
import { PortEntryDialog } from './PortEntryDialog.tsx';

/** Adds a translation on a port (VLAN-17); the same old VLAN again replaces its target on the device. */
export function TranslationDialog({
  ports,
  existing,
  onClose,
}: {
  ports: readonly PortOption[];
  existing: readonly VlanTranslation[];
  onClose: () => void;
}) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<VlanTranslation>();
  const priorities = usePriorityOptions('priority.unchanged');
  const vlanIdRules = useVlanIdRules();

  const toWrite = (values: VlanTranslation) => {
    const isKnown = existing.some(
      (e) =>
        e.port_id === values.port_id &&
        e.old_vlan === values.old_vlan &&
        e.new_vlan === values.new_vlan &&
        e.new_vlan_pri === values.new_vlan_pri,
    );
    if (isKnown) {
      toast.info(t('translation.exists'));
      return null;
    }
    return write(translationSet, { ...values, action: VLAN_TABLE_ACTION.translation });
  };

  return (
    <PortEntryDialog
      title={t('translation.add')}
      form={form}
      ports={ports}
      initialValues={{ new_vlan_pri: PRIORITY.unchanged }}
      toWrite={toWrite}
      onClose={onClose}
    >
      <Form.Item name="old_vlan" label={t('field.oldVlan')} rules={vlanIdRules}>
        <VlanIdInput />
      </Form.Item>
      <Form.Item name="new_vlan" label={t('field.newVlan')} rules={vlanIdRules}>
        <VlanIdInput />
      </Form.Item>
      <Form.Item
        name="new_vlan_pri"
        label={t('field.priority')}
        extra={t('translation.priorityHint')}
        style={{ marginBottom: 0 }}
      >
        <Select options={priorities} />
      </Form.Item>
    </PortEntryDialog>
  );
}
