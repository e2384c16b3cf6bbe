import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { VLAN_TABLE_ACTION, qinqDelete, type QinqEntry } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { PortEntryTable, priorityCell } from './PortEntryTable.tsx';
import { QinqDialog } from './QinqDialog.tsx';
import { portLabeller } from './portTypes.ts';
import { cvlanText } from './portText.ts';
import { useQinqEntries, write } from './vlanQueries.ts';

/** QinQ entries (screens.md §8 "VLAN QinQ"): customer VLANs wrapped in a service VLAN per port. */
export function QinqTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useQinqEntries();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);

  const columns: TableColumnsType<QinqEntry> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.cvlan'), key: 'cvlan', render: (_, row) => cvlanText(row) },
    { title: t('field.svlan'), dataIndex: 'svlan', sorter: (a, b) => a.svlan - b.svlan },
    { title: t('field.svlanPriority'), dataIndex: 'svlan_pri', render: priorityCell(t('priority.none')) },
  ];

  return (
    <PortEntryTable<QinqEntry>
      ports={ports}
      entries={data}
      loading={isFetching && !data}
      addLabel={t('qinq.add')}
      addDialog={(onClose) => <QinqDialog ports={ports} onClose={onClose} />}
      rowKey={(row) => `${row.port_id}/${cvlanText(row)}`}
      columns={columns}
      deletion={{
        title: t('qinq.deleteTitle'),
        question: (row) =>
          t('qinq.deleteConfirm', { port: labelOf(row.port_id), cvlan: cvlanText(row), svlan: row.svlan }),
        write: ({ port_id, cvlan, cvlan_s, cvlan_e }) =>
          write(qinqDelete, { port_id, cvlan, cvlan_s, cvlan_e, action: VLAN_TABLE_ACTION.qinq }),
      }}
    />
  );
}
