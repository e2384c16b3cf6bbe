import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PORT_TYPE, VLAN_ID, VLAN_MODE, portVlanAdd, portVlanRemove, type PortVlan } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { paramRules } from '../../lib/schemaRules.ts';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';

export type ListAction = 'add' | 'remove';

interface ListValues {
  vlan_list: string;
  vlan_mode: number;
}

const noSpace = (text: string) => text.replace(/\s+/g, '');

/**
 * Adds VLANs to a trunk or hybrid port, or removes them (VLAN-14/15). The mode is chosen only on a hybrid port
 * (spec §5); a trunk carries its VLANs tagged, and an access port has no list at all, so this dialog is not offered.
 */
export function PortVlanListDialog({
  action,
  row,
  portLabel,
  onClose,
}: {
  action: ListAction;
  row: PortVlan;
  portLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<ListValues>();
  const save = useSaveThenClose(onClose);
  const isHybrid = row.port_type === PORT_TYPE.hybrid;

  const submit = (values: ListValues) => {
    const param = {
      port_id: row.port_id,
      port_type: row.port_type,
      vlan_list: noSpace(values.vlan_list),
      vlan_mode: isHybrid ? values.vlan_mode : VLAN_MODE.tagged,
    };
    const said = { port: portLabel, list: param.vlan_list };
    const success =
      action === 'remove'
        ? t('done.removed', said)
        : t(param.vlan_mode === VLAN_MODE.untagged ? 'done.addedUntagged' : 'done.addedTagged', said);
    void save.run({ writes: [action === 'add' ? write(portVlanAdd, param) : write(portVlanRemove, param)], success });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t(action === 'add' ? 'ports.addTitle' : 'ports.removeTitle', { port: portLabel })}
      okText={t(action === 'add' ? 'ports.addVlans' : 'ports.removeVlans')}
      okButtonProps={{ danger: action === 'remove' }}
      onOk={() => form.submit()}
    >
      {row.link_aggregation > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('ports.lagNote', { lag: row.link_aggregation })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ vlan_list: '', vlan_mode: VLAN_MODE.tagged }}
        onFinish={submit}
      >
        <Form.Item
          name="vlan_list"
          label={t('field.vlanList')}
          extra={t('ports.listHint')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('ports.listRequired') },
            ...paramRules(portVlanAdd.param, 'vlan_list', {
              message: t('ports.listInvalid', { min: VLAN_ID.min, max: VLAN_ID.max }),
            }),
          ]}
        >
          <Input placeholder="100,200-300" />
        </Form.Item>
        <Form.Item
          name="vlan_mode"
          label={t('field.vlanMode')}
          extra={isHybrid ? undefined : t('ports.modeHybridOnly')}
          style={{ marginBottom: 0 }}
        >
          <Select
            aria-label={t('field.vlanMode')}
            disabled={!isHybrid}
            options={[
              { value: VLAN_MODE.tagged, label: t('mode.tagged') },
              { value: VLAN_MODE.untagged, label: t('mode.untagged') },
            ]}
          />
        </Form.Item>
      </Form>
    </VlanDialog>
  );
}
