import { memo, useMemo, useRef } from 'react';
import { Alert, Descriptions, Skeleton, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { onuVersions, type OnuDetail, type OnuTableRow, type OnuVersion } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { onuKeys, useOnuDetail } from '../../lib/onuQueries.ts';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { onuIdLabel, onuKey } from './onuFormat.ts';
import { useFillHeight } from './useFillHeight.ts';

/** OUP-11 answers every ONU of one PON (or of every PON with 0) in one request (screens.md §7 "ONU Version"). */
const useVersions = (portId: number) =>
  useQuery({
    queryKey: [...onuKeys.all, 'versions', portId],
    queryFn: () => call(onuVersions, { query: { port_id: portId } }),
  });

const MORE_FIELDS = [
  'hardware_ver',
  'fw_ver',
  'ctcver',
  'loid',
  'chip_model',
  'onu_chip',
] as const satisfies readonly (keyof OnuDetail)[];

/** The expanded part of a row: what only ONU-19 tells, for this ONU; bordered cells keep each value by its label. */
function VersionDetails({ row }: { row: OnuTableRow }) {
  const { t } = useTranslation('onu');
  const { data, isPending } = useOnuDetail(row.port_id, row.onu_id);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (!data) return <Alert type="error" showIcon title={t('detail.loadFailed')} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap', width: 120 }, content: { wordBreak: 'break-all' } }}
    >
      {MORE_FIELDS.map((key) => (
        <Descriptions.Item key={key} label={t(`detail.field.${key}`)}>
          {data[key] || '—'}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

type Row = OnuTableRow & { version?: OnuVersion };
const VERSION_FIELDS = ['onu_type', 'upgrade_type', 'vendor', 'sn_model', 'software_ver', 'onu_desc'] as const;
const PX = { onu: 92, name: 128, mac: 142, status: 96, devType: 72, field: 140 } as const;
const EXPAND_PX = 48;
const TABLE_PX = PX.onu + PX.name + PX.mac + PX.status + PX.devType + VERSION_FIELDS.length * PX.field + EXPAND_PX;

/** The "ONU version" tab: the shown rows with the versions of their PON, read at once (all PONs: port 0). */
export const OnuVersionTable = memo(function OnuVersionTable({ rows }: { rows: readonly OnuTableRow[] }) {
  const { t } = useTranslation('onu');
  const texts = useCellTexts();
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, 240);
  const ports = new Set(rows.map((r) => r.port_id));
  const portId = ports.size === 1 ? (rows[0]?.port_id ?? 0) : 0;
  const versions = useVersions(portId);
  const joined = useMemo<Row[]>(() => {
    const byKey = new Map((versions.data ?? []).map((v) => [`${v.port_id}/${v.onu_id}`, v]));
    return rows.map((row) => ({ ...row, version: byKey.get(`${row.port_id}/${row.onu_id}`) }));
  }, [rows, versions.data]);
  const columns = useMemo<TableColumnsType<Row>>(() => {
    const label = (field: (typeof VERSION_FIELDS)[number]) =>
      field === 'vendor' || field === 'software_ver' || field === 'onu_desc'
        ? t(`version.${field === 'software_ver' ? 'software' : field === 'onu_desc' ? 'description' : 'vendor'}`)
        : t(`detail.field.${field}`);
    const text = (row: Row, field: (typeof VERSION_FIELDS)[number]) => row.version?.[field] ?? '';
    return [
      { title: t('column.onu'), key: 'onu', width: PX.onu, render: (_, row) => onuIdLabel(row) },
      { title: t('column.name'), dataIndex: 'onu_name', width: PX.name, ellipsis: true },
      { title: t('column.mac'), dataIndex: 'macaddr', width: PX.mac },
      {
        title: t('column.status'),
        dataIndex: 'status',
        width: PX.status,
        render: (s: OnuTableRow['status']) => <OnuStatusTag status={s} texts={texts} />,
      },
      { title: t('column.devType'), dataIndex: 'dev_type', width: PX.devType },
      ...VERSION_FIELDS.map((field) => ({
        title: label(field),
        key: field,
        width: PX.field,
        ellipsis: true,
        sorter: (a: Row, b: Row) => text(a, field).localeCompare(text(b, field)),
        render: (_: unknown, row: Row) => text(row, field) || '—',
      })),
    ];
  }, [t, texts]);
  return (
    <div ref={box}>
      {versions.isError && <Alert type="error" showIcon title={t('version.loadFailed')} style={{ marginBottom: 8 }} />}
      <Table<Row>
        virtual
        size="small"
        bordered
        rowKey={onuKey}
        columns={columns}
        dataSource={joined}
        loading={versions.isPending}
        pagination={false}
        scroll={{ x: TABLE_PX, y: height }}
        expandable={{ columnWidth: EXPAND_PX, expandedRowRender: (row) => <VersionDetails row={row} /> }}
        locale={{ emptyText: t('empty.noOnu') }}
      />
    </div>
  );
});
