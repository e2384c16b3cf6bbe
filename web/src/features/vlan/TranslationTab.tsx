import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { VLAN_TABLE_ACTION, translationDelete, type VlanTranslation } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { PortEntryTable, priorityCell } from './PortEntryTable.tsx';
import { TranslationDialog } from './TranslationDialog.tsx';
import { portLabeller } from './portTypes.ts';
import { useTranslations, write } from './vlanQueries.ts';

/** VLAN translation entries (screens.md §8 "VLAN Translate"): old VLAN → new VLAN per port. */
export function TranslationTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useTranslations();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);

  const columns: TableColumnsType<VlanTranslation> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.oldVlan'), dataIndex: 'old_vlan', sorter: (a, b) => a.old_vlan - b.old_vlan },
    { title: t('field.newVlan'), dataIndex: 'new_vlan', sorter: (a, b) => a.new_vlan - b.new_vlan },
    { title: t('field.priority'), dataIndex: 'new_vlan_pri', render: priorityCell(t('priority.unchanged')) },
  ];

  return (
    <PortEntryTable<VlanTranslation>
      ports={ports}
      entries={data}
      loading={isFetching && !data}
      addLabel={t('translation.add')}
      addDialog={(onClose) => <TranslationDialog ports={ports} existing={data ?? []} onClose={onClose} />}
      rowKey={(row) => `${row.port_id}/${row.old_vlan}`}
      columns={columns}
      deletion={{
        title: t('translation.deleteTitle'),
        question: (row) =>
          t('translation.deleteConfirm', { port: labelOf(row.port_id), old: row.old_vlan, new: row.new_vlan }),
        write: ({ port_id, old_vlan }) =>
          write(translationDelete, { port_id, old_vlan, action: VLAN_TABLE_ACTION.translation }),
      }}
    />
  );
}
