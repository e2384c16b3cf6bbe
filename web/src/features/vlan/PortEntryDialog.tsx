import type { ReactNode } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import type { Write } from './vlanQueries.ts';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';

interface PortEntryDialogProps<V extends { port_id: number }> {
  title: string;
  form: FormInstance<V>;
  ports: readonly PortOption[];
  initialValues: Partial<V>;
  /** the device write for the entered values, or null when there is nothing to send (the dialog stays open) */
  toWrite: (values: V) => Write | null;
  onClose: () => void;
  /** the fields after the port */
  children: ReactNode;
}

/**
 * The frame the translation and QinQ add dialogs share: a form whose first field is the port, saved with one device
 * write; the dialog closes once the device has taken it and stays open on a refusal so the operator can correct it.
 */
export function PortEntryDialog<V extends { port_id: number }>({
  title,
  form,
  ports,
  initialValues,
  toWrite,
  onClose,
  children,
}: PortEntryDialogProps<V>) {
  const { t } = useTranslation('vlan');
  const save = useSaveThenClose(onClose);

  const submit = (values: V) => {
    const job = toWrite(values);
    if (!job) return;
    save.run({ writes: [job] });
  };

  return (
    <VlanDialog isSaving={save.isSaving} onClose={onClose} title={title} okText={t('save')} onOk={() => form.submit()}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={submit}>
        <Form.Item name="port_id" label={t('field.port')} rules={[{ required: true, message: t('filter.choosePort') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.choosePort')}
            options={ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }))}
          />
        </Form.Item>
        {children}
      </Form>
    </VlanDialog>
  );
}
