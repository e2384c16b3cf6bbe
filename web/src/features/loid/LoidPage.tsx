import { useMemo, useState } from 'react';
import { Card, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { loidDelete, type LoidEntry } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSearch } from '../../components/TableSearch.tsx';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { portOptionLabel } from '../../components/portOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { byText, searchRows } from '../../lib/rowSearch.ts';
import { LoidAddDialog } from './LoidAddDialog.tsx';
import { loidKeys, useLoidList } from './loidQueries.ts';

/** The LOID allow list of one PON (screens.md §10.4), with the ONU that registered with each LOID. */
export function LoidPage({ title }: { title: string }) {
  const { t } = useTranslation('pon');
  const selection = usePonChoice();
  const { portId } = selection;
  const port = selection.ports.find((p) => p.id === portId);
  const portName = port ? portOptionLabel(port) : String(portId);
  const { data, isFetching } = useLoidList(portId);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => searchRows(data ?? [], search, (r) => [r.loid, r.mac]), [data, search]);
  const remove = (loids: string[]) => write(loidDelete, { port_id: portId, loid: loids });

  const columns: TableColumnsType<LoidEntry> = [
    { title: t('loid.loid'), dataIndex: 'loid', sorter: (a, b) => byText(a.loid, b.loid) },
    { title: t('loid.password'), dataIndex: 'password' },
    {
      title: t('loid.used'),
      key: 'used',
      sorter: (a, b) => byText(a.mac, b.mac),
      render: (_, r) => (r.used === 1 ? <Tag color="green">{r.mac}</Tag> : <Tag>{t('loid.unused')}</Tag>),
    },
  ];

  return (
    <Card variant="borderless">
      <PageHeader title={title} selection={selection} />
      <EntityTable<LoidEntry>
        rows={rows}
        loading={isFetching && !data}
        rowKey={(r) => r.loid}
        rowLabel={(r) => r.loid}
        columns={columns}
        actionsTitle={t('col.actions')}
        toolbar={<TableSearch value={search} onChange={setSearch} label={t('loid.search')} />}
        invalidate={[loidKeys.all]}
        area={loidDelete.area}
        rowActions={[
          {
            key: 'delete',
            label: t('action.delete'),
            danger: true,
            write: (r) => remove([r.loid]),
            confirm: (r) => ({ title: t('loid.deleteTitle'), content: t('loid.deleteOne', { loid: r.loid }) }),
            success: (r) => t('done.loidDeleted', { loid: r.loid }),
          },
        ]}
        bulkActions={[
          {
            key: 'delete',
            label: (count) => t('action.deleteSelected', { count }),
            danger: true,
            writes: (list) => [remove(list.map((r) => r.loid))],
            confirm: (list) => ({
              title: t('loid.deleteTitle'),
              content: t('loid.deleteMany', { count: list.length }),
            }),
            success: (list) => t('done.loidsDeleted', { count: list.length }),
          },
        ]}
        add={{
          label: t('loid.add'),
          dialog: (onClose) => (
            <LoidAddDialog portId={portId} portName={portName} existing={data?.length ?? 0} onClose={onClose} />
          ),
        }}
      />
    </Card>
  );
}
