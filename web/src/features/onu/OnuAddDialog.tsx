import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_DESC_MAX_CHARS, ONU_ID, onuAdd } from '@olt/protocol';
import { fieldValue, paramField, paramRules } from '../../lib/schemaRules.ts';
import type { OnuActions } from './onuActions.ts';
import { isOnuMac } from './onuFormat.ts';

interface AddValues {
  /** as typed; empty lets the device choose */
  onuId: string | null;
  macaddr: string;
  authState: 0 | 1;
  description: string;
}

interface OnuAddDialogProps {
  portId: number;
  portName: string;
  actions: OnuActions;
  onClose: () => void;
}

const ONU_ID_FIELD = paramField(onuAdd.param, 'onu_id');

/** Manual add (ONU-05): offered only with the vendor's `addonu` flag and one PON selected. */
export function OnuAddDialog({ portId, portName, actions, onClose }: OnuAddDialogProps) {
  const { t } = useTranslation(['onu', 'common']);
  const [form] = Form.useForm<AddValues>();
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const isDone = await actions.add({
      port_id: portId,
      // empty or 0: the device picks a free id
      onu_id: values.onuId ? Number(fieldValue(ONU_ID_FIELD, values.onuId)) : 0,
      macaddr: values.macaddr.toLowerCase(),
      auth_state: values.authState,
      onu_desc: (values.description ?? '').trim(),
    });
    setSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal
      open
      title={t('add.title', { port: portName })}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={isSaving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AddValues>
        form={form}
        layout="vertical"
        initialValues={{ onuId: null, macaddr: '', authState: 0, description: '' }}
        onFinish={() => void submit()}
        requiredMark={false}
      >
        <Form.Item
          name="onuId"
          label={t('add.onuId')}
          extra={t('add.onuIdHint', { max: ONU_ID.max })}
          rules={paramRules(onuAdd.param, 'onu_id', { message: t('add.onuIdInvalid', { max: ONU_ID.max }) })}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={`1-${ONU_ID.max}`}
            style={{ width: 160 }}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="macaddr"
          label={t('add.mac')}
          extra={t('add.macHint')}
          normalize={(value: string) => value.trim()}
          rules={[
            {
              // stricter than the schema: not broadcast, all-zero or multicast
              validator: (_, value: string) =>
                isOnuMac(value) ? Promise.resolve() : Promise.reject(new Error(t('add.macInvalid'))),
            },
          ]}
        >
          <Input
            placeholder="xx:xx:xx:xx:xx:xx"
            count={{ max: 17 }}
            style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
          />
        </Form.Item>
        <Form.Item name="authState" label={t('add.auth')}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: 0, label: t('auth.unauthorised') },
              { value: 1, label: t('auth.authorised') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('add.description')}
          rules={paramRules(onuAdd.param, 'onu_desc', {
            message: t('rename.descriptionTooLong', { max: ONU_DESC_MAX_CHARS }),
          })}
        >
          <Input.TextArea count={{ show: true, max: ONU_DESC_MAX_CHARS }} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
