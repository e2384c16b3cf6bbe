import { useEffect } from 'react';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPLITTER_DESC_MAX_CHARS, SPLITTER_NAME_CHARS, type Splitter } from '@olt/protocol';
import { toast } from '../../lib/feedback.ts';
import { useAddSplitter, useSetSplitter } from './topoQueries.ts';

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
  const add = useAddSplitter(() => t('splitter.added'));
  const set = useSetSplitter(() => t('splitter.saved'));
  const isBusy = add.isPending || set.isPending;

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
      await set.mutateAsync({
        port_id: splitter.port_id,
        splitter_id: splitter.splitter_id,
        name,
        description,
        parent: splitter.parent,
      });
    } else {
      await add.mutateAsync({ port_id: target.portId, name, description, parent: target.parent?.splitter_id ?? 0 });
    }
    onClose();
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
      confirmLoading={isBusy}
      onCancel={onClose}
    >
      <Descriptions size="small" column={2} items={facts} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => submit().catch(() => undefined)}>
        <Form.Item
          name="name"
          label={t('splitter.name')}
          extra={t('splitter.nameRange', SPLITTER_NAME_CHARS)}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length >= SPLITTER_NAME_CHARS.min && (value ?? '').length <= SPLITTER_NAME_CHARS.max
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('splitter.nameRule', SPLITTER_NAME_CHARS)));
              },
            },
          ]}
        >
          <Input autoFocus count={{ show: true, max: SPLITTER_NAME_CHARS.max }} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('splitter.description')}
          extra={t('splitter.descRange', { max: SPLITTER_DESC_MAX_CHARS })}
          rules={[{ max: SPLITTER_DESC_MAX_CHARS, message: t('splitter.descRule', { max: SPLITTER_DESC_MAX_CHARS }) }]}
        >
          <Input.TextArea rows={3} count={{ show: true, max: SPLITTER_DESC_MAX_CHARS }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
