import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY, translationSet, type VlanTranslation } from '@olt/protocol';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import { toast } from '../../lib/feedback.ts';
import { VlanIdInput, useVlanIdRules } from './VlanIdInput.tsx';
import { usePriorityOptions } from './portTypes.ts';
import { useVlanWrite, write } from './vlanQueries.ts';
import { DIALOG_STYLES } from './dialogStyles.ts';

type TranslationValues = VlanTranslation;

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
  const [form] = Form.useForm<TranslationValues>();
  const save = useVlanWrite();
  const priorities = usePriorityOptions('priority.unchanged');
  const vlanIdRules = useVlanIdRules();

  const submit = (values: TranslationValues) => {
    const isKnown = existing.some(
      (e) =>
        e.port_id === values.port_id &&
        e.old_vlan === values.old_vlan &&
        e.new_vlan === values.new_vlan &&
        e.new_vlan_pri === values.new_vlan_pri,
    );
    if (isKnown) {
      toast.info(t('translation.exists'));
      return;
    }
    save.mutate(
      { writes: [write(translationSet, { ...values, action: 0 })] },
      {
        onSuccess: (result) => {
          if (!result.hasFailed) onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      styles={DIALOG_STYLES}
      title={t('translation.add')}
      width={560}
      okText={t('save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ new_vlan_pri: PRIORITY.unchanged }}
        onFinish={submit}
      >
        <Form.Item name="port_id" label={t('field.port')} rules={[{ required: true, message: t('filter.choosePort') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.choosePort')}
            options={ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }))}
          />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
