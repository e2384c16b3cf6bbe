import { useState } from 'react';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TXSUPPLY_SECONDS, type OnuTableRow } from '@olt/protocol';
import type { OnuActions } from './onuActions.ts';
import { onuIdLabel } from './onuFormat.ts';

interface OnuTxOffDialogProps {
  row: OnuTableRow;
  actions: OnuActions;
  onClose: () => void;
}

/** Switches the ONU's optical transmitter off for some seconds (ONU-21 flag 0x200): the ONU drops off the PON. */
export function OnuTxOffDialog({ row, actions, onClose }: OnuTxOffDialogProps) {
  const { t } = useTranslation(['onu', 'common']);
  const [form] = Form.useForm<{ seconds: number }>();
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    const { seconds } = await form.validateFields();
    setSaving(true);
    const isDone = await actions.txOff(row, seconds);
    setSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal
      open
      title={t('txOff.title', { onu: onuIdLabel(row) })}
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
          rules={[
            {
              required: true,
              type: 'integer',
              min: TXSUPPLY_SECONDS.min,
              max: TXSUPPLY_SECONDS.max,
              message: t('txOff.invalid', TXSUPPLY_SECONDS),
            },
          ]}
        >
          <InputNumber
            min={TXSUPPLY_SECONDS.min}
            max={TXSUPPLY_SECONDS.max}
            precision={0}
            style={{ width: 160 }}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
