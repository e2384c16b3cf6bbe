import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { clearPonVlanProfile, setPonVlanProfile, type PonVlanProfile } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { onuKeys } from '../../lib/onuQueries.ts';
import { VlanProfileDialog } from './VlanProfileDialog.tsx';
import { batchKeys, useVlanProfiles } from './batchQueries.ts';

/** BAT-01…03: a VLAN profile per UNI port, applied to every ONU of the PON; cleared after asking. */
export function VlanProfileTab({ portId, portName }: { portId: number; portName: string }) {
  const { t } = useTranslation('batchConfig');
  const { data, isFetching } = useVlanProfiles(portId);
  // a profile changes the port VLAN of every ONU of the PON, which ONU Port Config shows
  const invalidate = [batchKeys.profiles(portId), onuKeys.all];
  const columns: TableColumnsType<PonVlanProfile> = [
    { title: t('vlan.pid'), dataIndex: 'pid', sorter: (a, b) => a.pid - b.pid },
    {
      title: t('vlan.mode'),
      dataIndex: 'mode',
      render: (v: number) => (v === 1 ? <Tag color="blue">{t('vlan.tag')}</Tag> : <Tag>{t('vlan.transparent')}</Tag>),
    },
    { title: t('vlan.vlanId'), dataIndex: 'vlan_id', render: (v: number) => v || '—' },
  ];
  return (
    <EntityTable<PonVlanProfile>
      rows={data ?? []}
      loading={isFetching && !data}
      rowKey={(r) => r.pid}
      columns={columns}
      actionsTitle={t('actions')}
      area={setPonVlanProfile.area}
      invalidate={invalidate}
      rowActions={[
        {
          key: 'clear',
          label: t('vlan.clear'),
          danger: true,
          write: (r) => write(clearPonVlanProfile, { port_id: portId, pid: r.pid, mode: r.mode, vlan_id: r.vlan_id }),
          confirm: (r) => t('vlan.confirmClear', { pid: r.pid, port: portName }),
          success: (r) => t('vlan.cleared', { pid: r.pid, port: portName }),
        },
      ]}
      add={{
        label: t('vlan.add'),
        dialog: (onClose) => (
          <VlanProfileDialog portId={portId} portName={portName} invalidate={invalidate} onClose={onClose} />
        ),
      }}
    />
  );
}
