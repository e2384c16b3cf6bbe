import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { useDeviceWrite, type WriteOptions } from '../../lib/useDeviceWrite.ts';
import { FormFields } from './FormFields.tsx';
import { requestValues, type FieldSpec } from './fields.ts';

/** antd's header sits right on the first field, so the body keeps a gap. */
const DIALOG_STYLES = { body: { paddingTop: 12 } } as const;

interface EntityDialogProps<V> {
  title: string;
  okText: string;
  fields: readonly FieldSpec<V>[];
  initialValues?: Partial<V>;
  /** the device writes for the entered values (numbers already read), or null to stay open: the screen said why */
  toWrite: (values: V) => WriteStep | WriteStep[] | null;
  /** what the toast says once the device took the values: the object and the change ("VLAN 555 created") */
  success: (values: V) => string;
  /** the reads the write changes */
  invalidate: readonly QueryKey[];
  /** asked before the write, for values that destroy or interrupt something; cancelling keeps the dialog open */
  confirm?: (values: V) => WriteOptions['confirm'];
  onClose: () => void;
  /** above the fields, e.g. a note on the port */
  intro?: ReactNode;
  width?: number;
}

/**
 * An add or edit dialog whose fields are data: each field checked by its endpoint's schema, the values sent through
 * the console's write hook; it closes once the device took them and stays open, as typed, after a refusal.
 */
export function EntityDialog<V extends object>({
  title,
  okText,
  fields,
  initialValues,
  toWrite,
  success,
  invalidate,
  confirm,
  onClose,
  intro,
  width = 560,
}: EntityDialogProps<V>) {
  const [form] = Form.useForm<V>();
  const save = useDeviceWrite();

  const submit = async (values: V) => {
    const typed = requestValues(fields, values);
    const steps = toWrite(typed);
    if (!steps) return;
    const result = await save.run(steps, { invalidate, confirm: confirm?.(typed), success: success(typed) });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };

  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText}
      styles={DIALOG_STYLES}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {intro}
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        <FormFields fields={fields} />
      </Form>
    </Modal>
  );
}
