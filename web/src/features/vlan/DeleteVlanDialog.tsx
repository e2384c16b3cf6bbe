import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { vlanDestroyRange } from '@olt/protocol';
import { confirm } from '../../lib/feedback.ts';
import { useVlanWrite, write } from './vlanQueries.ts';
import { VlanRangeFields, orderedRange, type VlanRangeValues } from './VlanRangeFields.tsx';
import { DIALOG_STYLES } from './dialogStyles.ts';

/** VLAN 1 always exists (api.md §4.14): the device refuses any range that holds it. */
const PERMANENT_VLAN = 1;

/** Deletes one VLAN or a range (VLAN-05) after a confirmation. Rendered only while open. */
export function DeleteVlanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<VlanRangeValues>();
  const save = useVlanWrite();

  const submit = async (values: VlanRangeValues) => {
    const [vlanid_s, vlanid_e] = orderedRange(values);
    if (vlanid_s === PERMANENT_VLAN) {
      // said here rather than left to the device's refusal, which would not say which VLAN is the problem
      form.setFields([{ name: 'start', errors: [t('delete.vlanOneKept')] }]);
      return;
    }
    const range = vlanid_s === vlanid_e ? String(vlanid_s) : `${vlanid_s}–${vlanid_e}`;
    if (!(await confirm(t('delete.confirm', { range }), { title: t('delete.title') }))) return;
    save.mutate(
      { writes: [write(vlanDestroyRange, { vlanid_s, vlanid_e })] },
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
      title={t('delete.title')}
      width={560}
      okText={t('delete.submit')}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Alert type="info" showIcon title={t('delete.notes')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <VlanRangeFields />
      </Form>
    </Modal>
  );
}
