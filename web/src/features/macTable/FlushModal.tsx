import type { ReactNode } from 'react';
import { Form, Input, Modal, type FormInstance } from 'antd';
import { macAdd } from '@olt/protocol';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { paramField, schemaRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { macKeys } from './macQueries.ts';

// the add form's VLAN rule, 1–4094: the flush's own fields also take "" for "unused"
export const FLUSH_VLAN_FIELD = paramField(macAdd.param, 'vlan_id');

/**
 * The frame both MAC flushes (switch MAC-07, PON MAC-15) share: a form in a modal whose write is asked before it
 * goes and closes the dialog once it went; each flush gives only its fields and how they become the request.
 */
export function FlushModal<V extends object>({
  form,
  width,
  initialValues,
  toWrite,
  success,
  onClose,
  children,
}: {
  form: FormInstance<V>;
  width: number;
  initialValues: Partial<V>;
  /** null: nothing to send (the dialog has said why) */
  toWrite: (values: V) => WriteStep | null;
  /** what was flushed, for the toast */
  success: (values: V) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('mac');
  const device = useDeviceWrite();
  const submit = async (v: V) => {
    const step = toWrite(v);
    if (!step) return;
    const result = await device.run(step, {
      confirm: { title: t('flushTitle'), content: t('flushConfirm') },
      success: success(v),
      invalidate: [macKeys.all],
    });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };
  return (
    <Modal
      open
      width={width}
      title={t('flushTitle')}
      okText={t('flush')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={device.isPending}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        {children}
      </Form>
    </Modal>
  );
}

/** The VLAN a flush is narrowed to, typed in. */
export function FlushVlanItem() {
  const { t } = useTranslation('mac');
  return (
    <Form.Item name="vlan_id" label={t('col.vlan')} rules={schemaRules(FLUSH_VLAN_FIELD, { required: true })}>
      <Input inputMode="numeric" autoComplete="off" style={{ width: 160 }} />
    </Form.Item>
  );
}
