import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { formatPortList, vlanCreate, vlanRangeSetPorts } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { MemberPicker, type Members } from './MemberPicker.tsx';
import { memberLocks } from './memberLocks.ts';
import { portNamesText, rangeText } from './portText.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { usePortVlans } from './vlanQueries.ts';
import { VlanRangeFields, orderedRange, type VlanRangeValues } from './VlanRangeFields.tsx';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';
import { DIALOG_WIDTH } from '../../lib/uiLimits.ts';

/** VLAN-03 `type`: the device's only kind of VLAN. */
const STATIC_VLAN = 1;

/**
 * Creates one VLAN or a range (VLAN-03) and, when ports are ticked, gives every VLAN of the range those members
 * (VLAN-04) right after. Rendered only while open, so each opening starts empty.
 */
export function CreateVlanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<VlanRangeValues>();
  const [members, setMembers] = useState<Members>({ tagged: [], untagged: [] });
  const ports = usePortOptions();
  const { data: portVlans } = usePortVlans();
  const save = useSaveThenClose(onClose);

  const submit = (values: VlanRangeValues) => {
    const [vlanid_s, vlanid_e] = orderedRange(values);
    const writes: WriteStep[] = [write(vlanCreate, { type: STATIC_VLAN, vlanid_s, vlanid_e })];
    const range = rangeText(vlanid_s, vlanid_e);
    const hasMembers = members.tagged.length > 0 || members.untagged.length > 0;
    if (hasMembers) {
      writes.push(
        write(vlanRangeSetPorts, {
          vlanid_s,
          vlanid_e,
          tagged_portlist: formatPortList(members.tagged),
          untagged_portlist: formatPortList(members.untagged),
        }),
      );
    }
    const success = hasMembers
      ? t('done.createdWithMembers', {
          range,
          tagged: portNamesText(members.tagged, ports) || t('done.none'),
          untagged: portNamesText(members.untagged, ports) || t('done.none'),
        })
      : t('done.created', { range });
    void save.run({ writes, success });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('create.title')}
      width={DIALOG_WIDTH}
      okText={t('create.submit')}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <VlanRangeFields />
        <Form.Item label={t('create.members')} style={{ marginBottom: 0 }}>
          <MemberPicker ports={ports} value={members} onChange={setMembers} locks={memberLocks(portVlans, null)} />
        </Form.Item>
      </Form>
    </VlanDialog>
  );
}
