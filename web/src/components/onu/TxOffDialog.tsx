import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { TXSUPPLY_SECONDS, setOnuConfig } from '@olt/protocol';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';

const SECONDS_FIELD = paramField(setOnuConfig.param, 'txsupply_time');

interface TxOffDialogProps {
  /** the ONU as the title names it, e.g. `ONU01/02` */
  label: string;
  /** sends the switch-off (ONU-21 flag 0x200); true once the device took it */
  onSave: (seconds: number) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Switches an ONU's optical transmitter off for some seconds (ONU-21 flag 0x200), used by the ONU table and ONU Basic
 * Info. The dialog is the confirmation: it warns that the ONU drops off the PON for that time.
 */
export function TxOffDialog({ label, onSave, onClose }: TxOffDialogProps) {
  const { t } = useTranslation(['onu', 'common']);
  const [form] = Form.useForm<{ seconds: string }>();
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    const { seconds } = await form.validateFields();
    setSaving(true);
    const isDone = await onSave(Number(fieldValue(SECONDS_FIELD, seconds)));
    setSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal
      open
      title={t('txOff.title', { onu: label })}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={isSaving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('txOff.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <Form.Item
          name="seconds"
          label={t('txOff.seconds')}
          extra={t('txOff.hint', TXSUPPLY_SECONDS)}
          rules={schemaRules(SECONDS_FIELD, { required: true, message: t('txOff.invalid', TXSUPPLY_SECONDS) })}
        >
          {/* text, not InputNumber, which would turn 70000 into 65535 without saying so */}
          <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
