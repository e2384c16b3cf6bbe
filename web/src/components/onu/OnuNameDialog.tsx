import { useState } from 'react';
import { Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_DESC_MAX_CHARS, ONU_NAME_MAX_CHARS, setOnuConfig } from '@olt/protocol';
import { toast } from '../../lib/feedback.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { paramRules } from '../../lib/schemaRules.ts';

interface NameValues {
  name: string;
  description: string;
}

interface OnuNameDialogProps {
  portId: number;
  onuId: number;
  /** the ONU as the title names it, e.g. `ONU01/02` */
  label: string;
  /** the name shown until the details arrive (the list's) */
  knownName?: string;
  /** sends name and description (ONU-21 flag 0x8); true once the device took them */
  onSave: (name: string, description: string) => Promise<boolean>;
  onClose: () => void;
}

const noSpace = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');

/**
 * Name and description of one ONU (ONU-21 flag 0x8), used by the ONU table and ONU Basic Info. The description is not
 * in the list, so the dialog reads the ONU's details first. An empty name is sent too: the device gives the ONU its
 * default name back (api.md ONU-21), and the hint under the field says so.
 */
export function OnuNameDialog({ portId, onuId, label, knownName = '', onSave, onClose }: OnuNameDialogProps) {
  const { t } = useTranslation(['onu', 'common']);
  const detail = useOnuDetail(portId, onuId);
  const [form] = Form.useForm<NameValues>();
  const [isSaving, setSaving] = useState(false);
  const initial: NameValues = {
    name: detail.data?.onu_name ?? knownName,
    description: detail.data?.onu_desc ?? '',
  };

  const submit = async () => {
    const values = await form.validateFields();
    const name = noSpace(values.name);
    const description = (values.description ?? '').trim();
    if (name === initial.name && description === initial.description) {
      toast.info(t('rename.noChange'));
      return;
    }
    setSaving(true);
    const isDone = await onSave(name, description);
    setSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal
      open
      title={t('rename.title', { onu: label })}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={isSaving}
      okButtonProps={{ disabled: detail.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void submit()} requiredMark={false}>
          <Form.Item
            name="name"
            label={t('rename.name')}
            extra={t('rename.nameHint', { max: ONU_NAME_MAX_CHARS })}
            normalize={noSpace}
            rules={paramRules(setOnuConfig.param, 'onu_name', {
              message: t('rename.nameTooLong', { max: ONU_NAME_MAX_CHARS }),
            })}
          >
            <Input count={{ show: true, max: ONU_NAME_MAX_CHARS }} autoFocus />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('rename.description')}
            rules={paramRules(setOnuConfig.param, 'onu_desc', {
              message: t('rename.descriptionTooLong', { max: ONU_DESC_MAX_CHARS }),
            })}
          >
            <Input.TextArea count={{ show: true, max: ONU_DESC_MAX_CHARS }} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
