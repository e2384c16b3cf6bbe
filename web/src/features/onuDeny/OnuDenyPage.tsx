import { useMemo, useState } from 'react';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { denyBatchDelete, denyDelete, type DenyRow } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSearch } from '../../components/TableSearch.tsx';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { write } from '../../lib/deviceWrite.ts';
import { byText, searchRows } from '../../lib/rowSearch.ts';
import { DenyAddDialog } from './DenyAddDialog.tsx';
import { DENY_CHANGES, useDenyList } from './denyQueries.ts';

/** The ONU deny list of one PON (screens.md §10.1): MACs refused registration, added one or many at a time. */
export function OnuDenyPage({ title }: { title: string }) {
  const { t } = useTranslation('pon');
  const selection = usePonChoice();
  const { portId } = selection;
  const { data, isFetching } = useDenyList(portId);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => searchRows(data ?? [], search, (r) => [r.macaddr, r.onu_name, r.reason]), [data, search]);

  const columns: TableColumnsType<DenyRow> = [
    // the device numbers the entries of a PON's deny list in `onu_id`: the entry's number, not the ONU it was
    // (an ONU denied as PON06/44 is entry 1 of PON06), so it is not written as an ONU
    { title: t('deny.entry'), dataIndex: 'onu_id', sorter: (a, b) => a.onu_id - b.onu_id },
    { title: t('col.name'), dataIndex: 'onu_name', sorter: (a, b) => byText(a.onu_name, b.onu_name) },
    { title: t('col.mac'), dataIndex: 'macaddr', sorter: (a, b) => byText(a.macaddr, b.macaddr) },
    { title: t('deny.retry'), dataIndex: 'retry', sorter: (a, b) => a.retry - b.retry },
    { title: t('deny.reason'), dataIndex: 'reason', sorter: (a, b) => byText(a.reason, b.reason) },
  ];

  return (
    <Card variant="borderless">
      <PageHeader title={title} selection={selection} />
      <EntityTable<DenyRow>
        rows={rows}
        loading={isFetching && !data}
        rowKey={(r) => r.onu_id}
        rowLabel={(r) => r.macaddr}
        columns={columns}
        actionsTitle={t('col.actions')}
        toolbar={<TableSearch value={search} onChange={setSearch} label={t('deny.search')} />}
        invalidate={DENY_CHANGES}
        area={denyDelete.area}
        rowActions={[
          {
            key: 'delete',
            label: t('action.delete'),
            danger: true,
            write: (r) => write(denyDelete, { port_id: r.port_id, onu_id: r.onu_id, macaddr: r.macaddr }),
            confirm: (r) => ({ title: t('deny.deleteTitle'), content: t('deny.deleteOne', { mac: r.macaddr }) }),
            success: (r) => t('done.denyDeleted', { mac: r.macaddr }),
          },
        ]}
        bulkActions={[
          {
            key: 'delete',
            label: (count) => t('action.deleteSelected', { count }),
            danger: true,
            // one request for the PON, ids sorted as the device expects (screens.md §10.1)
            writes: (list) => [
              write(denyBatchDelete, { port_id: portId, onu_id: list.map((r) => r.onu_id).sort((a, b) => a - b) }),
            ],
            confirm: (list) => ({
              title: t('deny.deleteTitle'),
              content: t('deny.deleteMany', { count: list.length }),
            }),
            success: (list) => t('done.deniesDeleted', { count: list.length }),
          },
        ]}
        add={{ label: t('deny.add'), dialog: (onClose) => <DenyAddDialog portId={portId} onClose={onClose} /> }}
      />
    </Card>
  );
}
