import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { formatPortList, vlanRangeSetPorts, vlanSetPorts } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { MemberPicker, type Members } from './MemberPicker.tsx';
import { memberLocks } from './memberLocks.ts';
import { portNamesText, rangeText } from './portText.ts';
import { write } from '../../lib/deviceWrite.ts';
import { usePortVlans } from './vlanQueries.ts';
import { VlanRangeFields, orderedRange, type VlanRangeValues } from './VlanRangeFields.tsx';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';
import { DIALOG_WIDTH } from '../../lib/uiLimits.ts';

/**
 * "Configure Multi-VLANs" (screens.md §8): the same tagged and untagged members for every VLAN of a range (each must exist),
 * in one request (VLAN-04), or VLAN-06 when the range is one VLAN. Rendered only while open, so it starts empty.
 */
export function MultiVlanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<VlanRangeValues>();
  const [members, setMembers] = useState<Members>({ tagged: [], untagged: [] });
  const ports = usePortOptions();
  const { data: portVlans } = usePortVlans();
  const save = useSaveThenClose(onClose);

  const submit = (values: VlanRangeValues) => {
    const [vlanid_s, vlanid_e] = orderedRange(values);
    const lists = {
      tagged_portlist: formatPortList(members.tagged),
      untagged_portlist: formatPortList(members.untagged),
    };
    const step =
      vlanid_s === vlanid_e
        ? write(vlanSetPorts, { vlan_id: vlanid_s, ...lists })
        : write(vlanRangeSetPorts, { vlanid_s, vlanid_e, ...lists });
    const success = t('done.members', {
      range: rangeText(vlanid_s, vlanid_e),
      tagged: portNamesText(members.tagged, ports) || t('done.none'),
      untagged: portNamesText(members.untagged, ports) || t('done.none'),
    });
    void save.run({ writes: [step], success });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('multi.title')}
      width={DIALOG_WIDTH}
      okText={t('multi.submit')}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <VlanRangeFields />
        <Form.Item label={t('multi.members')} extra={t('multi.note')} style={{ marginBottom: 0 }}>
          <MemberPicker ports={ports} value={members} onChange={setMembers} locks={memberLocks(portVlans, null)} />
        </Form.Item>
      </Form>
    </VlanDialog>
  );
}
