import { useState } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import {
  VLAN_DESC_MAX_CHARS,
  VLAN_NAME_MAX_CHARS,
  formatPortList,
  vlanSetDesc,
  vlanSetName,
  vlanSetPorts,
  type VlanRow,
} from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { toast } from '../../lib/feedback.ts';
import { paramRules } from '../../lib/schemaRules.ts';
import { MemberPicker, type Members } from './MemberPicker.tsx';
import { memberLocks } from './memberLocks.ts';
import { idsOf, portNamesText, sameIds } from './portText.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { usePortVlans } from './vlanQueries.ts';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';
import { DIALOG_WIDTH } from '../../lib/uiLimits.ts';

interface EditValues {
  name: string;
  desc: string;
}

/** An empty name or description makes the device write `VLAN<id>` (VLAN-08/09). */
const orDefault = (text: string, vlanId: number) => text || `VLAN${vlanId}`;
const noSpace = (text: string) => text.replace(/\s+/g, '');

/**
 * Name, description and members of one VLAN (VLAN-08, VLAN-09, VLAN-06). Only what changed is sent, name first; the
 * ports that use this VLAN as their default VLAN stay untagged members and cannot be unticked here.
 */
export function VlanEditDialog({ row, onClose }: { row: VlanRow; onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<EditValues>();
  const original: Members = { tagged: idsOf(row.tagged_portlist), untagged: idsOf(row.untagged_portlist) };
  const [members, setMembers] = useState<Members>(original);
  const ports = usePortOptions();
  const { data: portVlans } = usePortVlans();
  const save = useSaveThenClose(onClose);
  const id = row.vlan_id;

  const submit = (values: EditValues) => {
    const name = noSpace(values.name);
    const writes: WriteStep[] = [];
    const changes: string[] = [];
    if (orDefault(name, id) !== row.vlan_name) {
      writes.push(write(vlanSetName, { vlan_id: id, vlan_name: name }));
      changes.push(t('done.nameItem', { name: orDefault(name, id) }));
    }
    if (orDefault(values.desc, id) !== row.vlan_desc) {
      writes.push(write(vlanSetDesc, { vlan_id: id, vlan_desc: values.desc }));
      changes.push(t('done.descItem', { desc: orDefault(values.desc, id) }));
    }
    if (!sameIds(members.tagged, original.tagged) || !sameIds(members.untagged, original.untagged)) {
      changes.push(
        t('done.membersItem', {
          tagged: portNamesText(members.tagged, ports) || t('done.none'),
          untagged: portNamesText(members.untagged, ports) || t('done.none'),
        }),
      );
      writes.push(
        write(vlanSetPorts, {
          vlan_id: id,
          tagged_portlist: formatPortList(members.tagged),
          untagged_portlist: formatPortList(members.untagged),
        }),
      );
    }
    if (writes.length === 0) {
      toast.info(t('noChange'));
      return;
    }
    void save.run({ writes, success: t('done.edited', { id, changes }) });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('edit.title', { id })}
      width={DIALOG_WIDTH}
      okText={t('save')}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: row.vlan_name, desc: row.vlan_desc }}
        onFinish={submit}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="name"
              label={t('field.name')}
              extra={t('edit.nameHint', { id, max: VLAN_NAME_MAX_CHARS })}
              normalize={noSpace}
              rules={paramRules(vlanSetName.param, 'vlan_name', {
                message: t('edit.nameTooLong', { max: VLAN_NAME_MAX_CHARS }),
              })}
            >
              <Input count={{ show: true, max: VLAN_NAME_MAX_CHARS }} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="desc"
              label={t('field.desc')}
              extra={t('edit.descHint', { id, max: VLAN_DESC_MAX_CHARS })}
              rules={paramRules(vlanSetDesc.param, 'vlan_desc', {
                message: t('edit.descTooLong', { max: VLAN_DESC_MAX_CHARS }),
              })}
            >
              <Input count={{ show: true, max: VLAN_DESC_MAX_CHARS }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('edit.members')} style={{ marginBottom: 0 }}>
          <MemberPicker
            ports={ports}
            value={members}
            onChange={setMembers}
            locks={memberLocks(portVlans, id, idsOf(row.default_vlan_portlist))}
            note={t('edit.defaultLocked')}
          />
        </Form.Item>
      </Form>
    </VlanDialog>
  );
}
