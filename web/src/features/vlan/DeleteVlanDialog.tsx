import { Alert, Form } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { vlanDestroyRange } from '@olt/protocol';
import { confirm } from '../../lib/feedback.ts';
import { write } from '../../lib/deviceWrite.ts';
import { rangeText } from './portText.ts';
import { VlanRangeFields, orderedRange, type VlanRangeValues } from './VlanRangeFields.tsx';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';

/** VLAN 1 always exists (api.md §4.14): the device refuses any range that holds it. */
const PERMANENT_VLAN = 1;

/** Deletes one VLAN or a range (VLAN-05) after a confirmation. Rendered only while open. */
export function DeleteVlanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<VlanRangeValues>();
  const save = useSaveThenClose(onClose);

  const submit = async (values: VlanRangeValues) => {
    const [vlanid_s, vlanid_e] = orderedRange(values);
    if (vlanid_s === PERMANENT_VLAN) {
      // said here rather than left to the device's refusal, which would not say which VLAN is the problem
      form.setFields([{ name: 'start', errors: [t('delete.vlanOneKept')] }]);
      return;
    }
    const range = rangeText(vlanid_s, vlanid_e);
    if (!(await confirm(t('delete.confirm', { range }), { title: t('delete.title') }))) return;
    void save.run({ writes: [write(vlanDestroyRange, { vlanid_s, vlanid_e })], success: t('done.deleted', { range }) });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('delete.title')}
      okText={t('delete.submit')}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
    >
      <Alert type="info" showIcon title={t('delete.notes')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <VlanRangeFields />
      </Form>
    </VlanDialog>
  );
}
