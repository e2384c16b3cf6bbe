import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { WHOLE_ACL, filterBind, filterUnbind, parsePortList, type FilterBinding } from '@olt/protocol';
import { PortCheckboxGroup } from '../../components/PortCheckboxGroup.tsx';
import { portListLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { filterKeys, useFilterAcls } from './filterQueries.ts';

interface BindDialogProps {
  /** bind: an ACL or rule onto ports (PF-02); unbind: a binding off some of its ports (PF-03) */
  mode: 'bind' | 'unbind';
  binding?: FilterBinding;
  onClose: () => void;
}

/** Binds an ACL (or one of its rules) inbound to ports, or takes a binding off the ports ticked. */
export function BindDialog({ mode, binding, onClose }: BindDialogProps) {
  const { t } = useTranslation('acl');
  const acls = useFilterAcls();
  const ports = usePortOptions();
  const device = useDeviceWrite();
  const [form] = Form.useForm<{ acl_id: number; rule_id: number }>();
  const aclId = Form.useWatch('acl_id', form) ?? binding?.acl_id;
  const [picked, setPicked] = useState<number[]>(binding ? parsePortList(binding.port_list) : []);
  const rules = (acls.data ?? []).find((a) => a.acl_id === aclId)?.rule ?? [];
  // taking a binding off, only its own ports are offered
  const bound = binding ? parsePortList(binding.port_list) : null;
  const offered = bound ? ports.filter((p) => bound.includes(p.id)) : ports;

  const submit = async (v: { acl_id: number; rule_id: number }) => {
    if (picked.length === 0) {
      toast.info(t('filter.pickPorts'));
      return;
    }
    const param = { acl_id: v.acl_id, rule_id: v.rule_id, port_list: picked.join(',') };
    const said = {
      acl: v.acl_id,
      rule: v.rule_id === WHOLE_ACL ? t('filter.wholeAcl') : t('filter.oneRule', { id: v.rule_id }),
      ports: portListLabel(
        [...picked].sort((a, b) => a - b),
        ports,
      ),
    };
    const result = await device.run(mode === 'bind' ? write(filterBind, param) : write(filterUnbind, param), {
      success: t(mode === 'bind' ? 'done.bound' : 'done.unbound', said),
      invalidate: [filterKeys.all],
    });
    if (!result.hasFailed && !result.isCancelled) onClose();
  };

  const title = mode === 'bind' ? t('filter.bindTitle') : t('filter.unbindTitle', { acl: binding?.acl_id });
  return (
    <Modal
      open
      width={640}
      title={title}
      okText={mode === 'bind' ? t('filter.bindOk') : t('filter.unbindOk')}
      okButtonProps={mode === 'unbind' ? { danger: true } : undefined}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={device.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={binding ? { acl_id: binding.acl_id, rule_id: binding.rule_id } : { rule_id: WHOLE_ACL }}
        onFinish={(v) =>
          void submit({ ...v, ...(binding ? { acl_id: binding.acl_id, rule_id: binding.rule_id } : {}) })
        }
      >
        <Form.Item name="acl_id" label={t('list.aclId')} rules={[{ required: true, message: t('filter.pickAcl') }]}>
          <Select
            disabled={mode === 'unbind'}
            loading={acls.isPending}
            notFoundContent={t('list.none')}
            options={(acls.data ?? []).map((a) => ({ value: a.acl_id, label: String(a.acl_id) }))}
            onChange={() => form.setFieldValue('rule_id', WHOLE_ACL)}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="rule_id" label={t('rule.ruleId')}>
          <Select
            disabled={mode === 'unbind'}
            options={[
              { value: WHOLE_ACL, label: t('filter.wholeAcl') },
              ...rules.map((r) => ({ value: r.rule_id, label: t('filter.oneRule', { id: r.rule_id }) })),
            ]}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('filter.ports')}>
          <PortCheckboxGroup
            ports={offered}
            value={picked}
            onChange={setPicked}
            hasSelectAll
            label={t('filter.ports')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
