import { useEffect } from 'react';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { SPLITTER_DESC_MAX_CHARS, SPLITTER_NAME_CHARS, splitterAdd, splitterSet, type Splitter } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { paramRules } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { splittersOf } from './topoQueries.ts';

/** Adding under a parent (0 = the PON itself), or editing an existing splitter. */
export type SplitterFormTarget =
  | { mode: 'add'; portId: number; portName: string; parent: Splitter | null }
  | { mode: 'edit'; portName: string; splitter: Splitter };

interface SplitterFormValues {
  name: string;
  description: string;
}

/** Name 1–32 and description 0–64 characters (spec §3; the original checked 0–16, screens.md §21). */
export function SplitterFormModal({ target, onClose }: { target: SplitterFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation('topo');
  const [form] = Form.useForm<SplitterFormValues>();
  const save = useDeviceWrite();

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? { name: target.splitter.name, description: target.splitter.description }
        : { name: '', description: '' },
    );
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    const name = values.name.trim();
    const description = (values.description ?? '').trim();
    if (target.mode === 'edit') {
      const { splitter } = target;
      if (name === splitter.name && description === splitter.description) {
        toast.info(t('splitter.noChange'));
        return;
      }
      const step = write(splitterSet, { ...splitter, name, description });
      const result = await save.run(step, {
        success: t('splitter.saved', { name }),
        invalidate: splittersOf(splitter.port_id),
      });
      if (result.isClean) onClose();
      return;
    }
    const parent = target.parent?.splitter_id ?? 0;
    const step = write(splitterAdd, { port_id: target.portId, name, description, parent });
    const result = await save.run(step, {
      success: t('splitter.added', { name }),
      invalidate: splittersOf(target.portId),
    });
    if (result.isClean) onClose();
  };

  const title = !target
    ? ''
    : target.mode === 'edit'
      ? t('splitter.editTitle')
      : target.parent
        ? t('splitter.addChildTitle')
        : t('splitter.addTitle');
  const facts = !target
    ? []
    : [
        { key: 'port', label: t('splitter.port'), children: target.portName },
        target.mode === 'edit'
          ? { key: 'id', label: t('splitter.id'), children: target.splitter.splitter_id }
          : {
              key: 'parent',
              label: t('splitter.parent'),
              children: target.parent ? target.parent.name : t('splitter.parentPon'),
            },
      ];

  return (
    <Modal
      open={target !== null}
      title={title}
      width={600}
      okText={t('splitter.save')}
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Descriptions size="small" column={2} items={facts} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => submit().catch(() => undefined)}>
        <Form.Item
          name="name"
          label={t('splitter.name')}
          extra={t('splitter.nameRange', SPLITTER_NAME_CHARS)}
          rules={[
            // the name is sent trimmed, so blanks alone are no name
            { whitespace: true, message: t('splitter.nameRule', SPLITTER_NAME_CHARS) },
            ...paramRules(splitterAdd.param, 'name', {
              required: true,
              message: t('splitter.nameRule', SPLITTER_NAME_CHARS),
            }),
          ]}
          validateFirst
        >
          <Input autoFocus count={{ show: true, max: SPLITTER_NAME_CHARS.max }} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('splitter.description')}
          extra={t('splitter.descRange', { max: SPLITTER_DESC_MAX_CHARS })}
          rules={paramRules(splitterAdd.param, 'description', {
            message: t('splitter.descRule', { max: SPLITTER_DESC_MAX_CHARS }),
          })}
        >
          <Input.TextArea rows={3} count={{ show: true, max: SPLITTER_DESC_MAX_CHARS }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
