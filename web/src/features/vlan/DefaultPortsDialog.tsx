import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { formatPortList, vlanSetPvidPorts, type VlanRow } from '@olt/protocol';
import { PortCheckboxGroup } from '../../components/PortCheckboxGroup.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { toast } from '../../lib/feedback.ts';
import { idsOf, portNamesText } from './portText.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';
import { DIALOG_WIDTH } from '../../lib/uiLimits.ts';

/** Every port falls back to VLAN 1 when it leaves another default VLAN; VLAN 1 itself never loses a port (spec §5). */
const FALLBACK_VLAN = 1;

/**
 * The ports whose default VLAN (PVID) is this VLAN (VLAN-10). The device only adds ports to a default VLAN, so the
 * ports taken out are first given VLAN 1, then the new ones this VLAN.
 */
export function DefaultPortsDialog({ row, onClose }: { row: VlanRow; onClose: () => void }) {
  const { t } = useTranslation('vlan');
  const id = row.vlan_id;
  const original = idsOf(row.default_vlan_portlist);
  const [ticked, setTicked] = useState(original);
  const ports = usePortOptions();
  const save = useSaveThenClose(onClose);
  const isFallback = id === FALLBACK_VLAN;

  const submit = () => {
    const removed = original.filter((p) => !ticked.includes(p));
    const added = ticked.filter((p) => !original.includes(p));
    const writes: WriteStep[] = [];
    if (removed.length > 0) {
      writes.push(write(vlanSetPvidPorts, { vlan_id: FALLBACK_VLAN, default_vlan_portlist: formatPortList(removed) }));
    }
    if (added.length > 0)
      writes.push(write(vlanSetPvidPorts, { vlan_id: id, default_vlan_portlist: formatPortList(added) }));
    if (writes.length === 0) {
      toast.info(t('noChange'));
      return;
    }
    const names = (list: number[]) => portNamesText(list, ports);
    const success =
      removed.length === 0
        ? t('done.defaultsAdded', { id, ports: names(added) })
        : added.length === 0
          ? t('done.defaultsRemoved', { ports: names(removed) })
          : t('done.defaultsBoth', { id, added: names(added), removed: names(removed) });
    void save.run({ writes, touchesPvid: true, success });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('defaults.title', { id })}
      width={DIALOG_WIDTH}
      okText={t('save')}
      onOk={submit}
    >
      <Alert
        type="info"
        showIcon
        title={isFallback ? t('defaults.vlanOneNote') : t('defaults.note', { id })}
        style={{ marginBottom: 16 }}
      />
      <PortCheckboxGroup
        ports={ports}
        value={ticked}
        onChange={setTicked}
        label={t('defaults.ports')}
        // VLAN 1's default ports have nowhere to fall back to, so they stay ticked
        isDisabled={isFallback ? (p) => original.includes(p) : undefined}
      />
    </VlanDialog>
  );
}
