import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PORT_TYPE, type PortVlan } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { PortSettingsDialog } from './PortSettingsDialog.tsx';
import { PortVlanListDialog, type ListAction } from './PortVlanListDialog.tsx';
import { portLabeller, portTypeKey } from './portTypes.ts';
import { vlanListText } from './portText.ts';
import { usePortVlans } from './vlanQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

const TYPE_COLORS: Record<number, string> = {
  [PORT_TYPE.access]: 'default',
  [PORT_TYPE.trunk]: 'blue',
  [PORT_TYPE.hybrid]: 'purple',
};

type Dialog = { kind: 'settings'; row: PortVlan } | { kind: ListAction; row: PortVlan } | null;

/** Every port's VLAN settings (screens.md §8 "Port VLAN"): type, default VLAN, priority and its VLAN lists. */
export function PortVlanTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = usePortVlans();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);
  const [dialog, setDialog] = useState<Dialog>(null);

  const list = (text: string) => vlanListText(text) || <Typography.Text type="secondary">–</Typography.Text>;

  const mayWrite = useMayWrite('switch');
  const columns: TableColumnsType<PortVlan> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 120, render: (id: number) => labelOf(id) },
    {
      title: t('field.portType'),
      dataIndex: 'port_type',
      width: 110,
      render: (type: number) => <Tag color={TYPE_COLORS[type]}>{t(portTypeKey(type))}</Tag>,
    },
    { title: t('field.pvid'), dataIndex: 'pvid', width: 110 },
    { title: t('field.priority'), dataIndex: 'priority', width: 90 },
    { title: t('field.taggedVlans'), dataIndex: 'tagged_vlan', render: list },
    { title: t('field.untaggedVlans'), dataIndex: 'untagged_vlan', render: list },
    {
      title: t('field.actions'),
      key: 'actions',
      width: 250,
      render: (_, row) => {
        // an access port carries only its default VLAN: it has no VLAN list to change (api.md §4.16)
        const hasList = row.port_type !== PORT_TYPE.access;
        return (
          <Space size={0}>
            <Button type="link" size="small" disabled={!mayWrite} onClick={() => setDialog({ kind: 'settings', row })}>
              {t('ports.settings')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={!mayWrite || !hasList}
              onClick={() => setDialog({ kind: 'add', row })}
            >
              {t('ports.addVlans')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={!mayWrite || !hasList}
              onClick={() => setDialog({ kind: 'remove', row })}
            >
              {t('ports.removeVlans')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <DataTable<PortVlan>
        rowKey="port_id"
        columns={columns}
        dataSource={data}
        loading={isFetching && !data}
        pageSize={false}
      />
      {dialog?.kind === 'settings' && (
        <PortSettingsDialog row={dialog.row} portLabel={labelOf(dialog.row.port_id)} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'remove') && (
        <PortVlanListDialog
          action={dialog.kind}
          row={dialog.row}
          portLabel={labelOf(dialog.row.port_id)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
