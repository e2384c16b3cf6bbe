import { useMemo, useState } from 'react';
import { Card, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PON_GUARANTEED_KBPS_MAX, SLA_FIELDS, onuLabel, type Bandwidth, type SlaField } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSearch } from '../../components/TableSearch.tsx';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { searchRows } from '../../lib/rowSearch.ts';
import { SlaDialog } from './SlaDialog.tsx';
import { slaKeys, useSlaList } from './slaQueries.ts';
import { slaCell } from './slaRules.ts';

const label = (row: Bandwidth) => onuLabel(row.port_id, row.onu_id);
const used = (row: Bandwidth, field: SlaField) => (SLA_FIELDS[row.sla_type].includes(field) ? row[field] : 0);
/** What the PON promises upstream: the fixed and assured kbps of every ONU together (protocol PON_GUARANTEED_KBPS_MAX). */
const guaranteed = (rows: readonly Bandwidth[]) => rows.reduce((sum, r) => sum + used(r, 'fix') + used(r, 'assure'), 0);

/** Upstream bandwidth (screens.md §10.2): the DBA profile of every ONU of a PON, set for one ONU or many at once. */
export function SlaPage({ title }: { title: string }) {
  const { t } = useTranslation('pon');
  const selection = usePonChoice();
  const { data, isFetching } = useSlaList(selection.portId);
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => searchRows(data ?? [], search, (r) => [label(r), t(`sla.types.${r.sla_type}`)]),
    [data, search, t],
  );
  const kbpsColumn = (field: SlaField) => ({
    title: t(`sla.${field}`),
    key: field,
    render: (_: unknown, r: Bandwidth) => slaCell(r.sla_type, field, r[field]),
    sorter: (a: Bandwidth, b: Bandwidth) => used(a, field) - used(b, field),
  });
  const columns: TableColumnsType<Bandwidth> = [
    { title: t('col.onuId'), key: 'id', render: (_, r) => label(r), sorter: (a, b) => a.onu_id - b.onu_id },
    {
      title: t('sla.type'),
      dataIndex: 'sla_type',
      render: (type: Bandwidth['sla_type']) => t(`sla.types.${type}`),
      sorter: (a, b) => a.sla_type.localeCompare(b.sla_type),
    },
    kbpsColumn('fix'),
    kbpsColumn('assure'),
    kbpsColumn('max'),
  ];

  return (
    <Card variant="borderless">
      <PageHeader
        title={title}
        selection={selection}
        actions={
          data && (
            <Typography.Text type="secondary">
              {t('sla.guaranteed', { used: guaranteed(data), max: PON_GUARANTEED_KBPS_MAX })}
            </Typography.Text>
          )
        }
      />
      <EntityTable<Bandwidth>
        rows={rows}
        loading={isFetching && !data}
        rowKey={(r) => r.onu_id}
        rowLabel={label}
        columns={columns}
        actionsTitle={t('col.actions')}
        toolbar={<TableSearch value={search} onChange={setSearch} label={t('sla.search')} />}
        invalidate={[slaKeys.all]}
        area="onu"
        rowActions={[
          {
            key: 'set',
            label: t('action.setting'),
            dialog: (r, onClose) => <SlaDialog rows={[r]} onClose={onClose} />,
          },
        ]}
        bulkActions={[
          {
            key: 'set',
            label: (count) => t('sla.setSelected', { count }),
            dialog: (list, onClose) => <SlaDialog rows={list} onClose={onClose} />,
          },
        ]}
      />
    </Card>
  );
}
