import { memo, useCallback, useMemo, useRef, useState, type Key } from 'react';
import { Alert, Button, Descriptions, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnuDetail, OnuTableRow } from '@olt/protocol';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { onuIdLabel, onuKey } from './onuFormat.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { useFillHeight } from './useFillHeight.ts';

type VersionField = 'vendor' | 'sn_model' | 'software_ver' | 'onu_desc';

interface VersionCellProps {
  row: OnuTableRow;
  field: VersionField;
  /** given to the first version cell: a link that reads this ONU by expanding its row */
  onRead?: (row: OnuTableRow) => void;
}

/** A version cell: what ONU-19 said, once someone expanded the row; nothing is read for rows nobody looks at. */
const VersionCell = memo(function VersionCell({ row, field, onRead }: VersionCellProps) {
  const { t } = useTranslation('onu');
  const { data } = useOnuDetail(row.port_id, row.onu_id, false);
  if (!data) {
    return onRead ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={() => onRead(row)}
        aria-label={t('version.readOnu', { onu: onuIdLabel(row) })}
      >
        {t('version.read')}
      </Button>
    ) : null;
  }
  return data[field] || <Typography.Text type="secondary">—</Typography.Text>;
});

const MORE_FIELDS = [
  'hardware_ver',
  'fw_ver',
  'ctcver',
  'onu_type',
  'upgrade_type',
  'loid',
  'chip_model',
  'onu_chip',
] as const satisfies readonly (keyof OnuDetail)[];

/** The expanded part of a row: reads ONU-19 for this ONU only, and shows the rest of its identity. */
function VersionDetails({ row }: { row: OnuTableRow }) {
  const { t } = useTranslation('onu');
  const { data, isPending } = useOnuDetail(row.port_id, row.onu_id);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (!data) return <Alert type="error" showIcon title={t('detail.loadFailed')} />;
  return (
    <Descriptions size="small" column={4}>
      {MORE_FIELDS.map((key) => (
        <Descriptions.Item key={key} label={t(`detail.field.${key}`)}>
          {data[key] || '—'}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

const PX = {
  onu: 92,
  name: 128,
  mac: 142,
  status: 96,
  devType: 72,
  vendor: 120,
  model: 140,
  software: 180,
  desc: 200,
} as const;
const TABLE_PX = Object.values(PX).reduce((a, b) => a + b, 0);
const EXPAND_PX = 48;

/**
 * The "ONU version" tab. The list does not carry versions and reading them is one request per ONU, so they are read
 * only for the rows the operator expands (hundreds of ONUs would otherwise mean hundreds of requests at once).
 */
export const OnuVersionTable = memo(function OnuVersionTable({ rows }: { rows: readonly OnuTableRow[] }) {
  const { t } = useTranslation('onu');
  const texts = useCellTexts();
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, 240);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const onRead = useCallback((row: OnuTableRow) => setExpanded((keys) => [...keys, onuKey(row)]), []);
  const columns = useMemo<TableColumnsType<OnuTableRow>>(
    () => [
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
      {
        title: t('version.vendor'),
        key: 'vendor',
        width: PX.vendor,
        render: (_, row) => <VersionCell row={row} field="vendor" onRead={onRead} />,
      },
      {
        title: t('version.model'),
        key: 'model',
        width: PX.model,
        render: (_, row) => <VersionCell row={row} field="sn_model" />,
      },
      {
        title: t('version.software'),
        key: 'software',
        width: PX.software,
        render: (_, row) => <VersionCell row={row} field="software_ver" />,
      },
      {
        title: t('version.description'),
        key: 'desc',
        width: PX.desc,
        ellipsis: true,
        render: (_, row) => <VersionCell row={row} field="onu_desc" />,
      },
    ],
    [t, texts, onRead],
  );
  return (
    <div ref={box}>
      <Table<OnuTableRow>
        virtual
        size="small"
        bordered
        rowKey={onuKey}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: TABLE_PX + EXPAND_PX, y: height }}
        expandable={{
          columnWidth: EXPAND_PX,
          expandedRowKeys: [...expanded],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (row) => <VersionDetails row={row} />,
        }}
        locale={{ emptyText: t('empty.noOnu') }}
      />
    </div>
  );
});
