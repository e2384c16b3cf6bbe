import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY, qinqDelete, type QinqEntry } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { confirm } from '../../lib/feedback.ts';
import { ALL_PORTS } from './PortFilter.tsx';
import { PortEntryTable } from './PortEntryTable.tsx';
import { QinqDialog } from './QinqDialog.tsx';
import { portLabeller } from './portTypes.ts';
import { cvlanText } from './portText.ts';
import { useQinqEntries, useVlanWrite, write } from './vlanQueries.ts';

/** VLAN-21's `action`: 1 = the QinQ table. */
const QINQ_ACTION = 1;

/** QinQ entries (screens.md §8 "VLAN QinQ"): customer VLANs wrapped in a service VLAN per port. */
export function QinqTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useQinqEntries();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);
  const remove = useVlanWrite();
  const [portId, setPortId] = useState<number>(ALL_PORTS);
  const [isAdding, setAdding] = useState(false);
  const rows = useMemo(
    () => (data ?? []).filter((row) => portId === ALL_PORTS || row.port_id === portId),
    [data, portId],
  );

  const deleteRow = async (row: QinqEntry) => {
    const text = t('qinq.deleteConfirm', { port: labelOf(row.port_id), cvlan: cvlanText(row), svlan: row.svlan });
    if (!(await confirm(text, { title: t('qinq.deleteTitle') }))) return;
    const { port_id, cvlan, cvlan_s, cvlan_e } = row;
    remove.mutate({ writes: [write(qinqDelete, { port_id, cvlan, cvlan_s, cvlan_e, action: QINQ_ACTION })] });
  };

  const columns: TableColumnsType<QinqEntry> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.cvlan'), key: 'cvlan', render: (_, row) => cvlanText(row) },
    { title: t('field.svlan'), dataIndex: 'svlan', sorter: (a, b) => a.svlan - b.svlan },
    {
      title: t('field.svlanPriority'),
      dataIndex: 'svlan_pri',
      render: (pri: number) =>
        pri === PRIORITY.unchanged ? <Typography.Text type="secondary">{t('priority.none')}</Typography.Text> : pri,
    },
  ];

  return (
    <>
      <PortEntryTable<QinqEntry>
        ports={ports}
        portId={portId}
        onPortChange={setPortId}
        addLabel={t('qinq.add')}
        onAdd={() => setAdding(true)}
        rowKey={(row) => `${row.port_id}/${cvlanText(row)}`}
        columns={columns}
        rows={rows}
        loading={isFetching && !data}
        onDelete={(row) => void deleteRow(row)}
      />
      {isAdding && <QinqDialog ports={ports} onClose={() => setAdding(false)} />}
    </>
  );
}
