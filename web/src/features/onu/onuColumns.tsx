import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnuTableRow } from '@olt/protocol';
import { AuthStateButton } from './AuthStateButton.tsx';
import { DownReason } from './DownReason.tsx';
import { OnuRowMenu, type RowAction } from './OnuRowMenu.tsx';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { RxPowerText } from './RxPowerText.tsx';
import { DriftMark } from './DriftMark.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { onuIdLabel } from './onuFormat.ts';
import type { SortKey, SortState } from './onuFilters.ts';

const dash = (text: string) => text || <span className="onu-none">—</span>;

/** Column widths in px; the table lays its rows out by them alone, and their sum is its scroll width. */
export const COLUMN_PX = {
  onu: 92,
  name: 128,
  mac: 150,
  status: 96,
  auth: 64,
  registerTime: 150,
  lastDownTime: 150,
  lastDownReason: 140,
  devType: 72,
  rxPower: 136,
  actions: 64,
} as const;
export const TABLE_PX = Object.values(COLUMN_PX).reduce((sum, px) => sum + px, 0);

interface ColumnOptions {
  sort: SortState | null;
  onToggleAuth: (row: OnuTableRow) => void;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/** The ONU table's columns; rebuilt only when the language or the sort changes, so rows re-render only for data. */
export function useOnuColumns({ sort, onToggleAuth, onAction }: ColumnOptions): TableColumnsType<OnuTableRow> {
  const { t } = useTranslation('onu');
  const texts = useCellTexts();
  return useMemo(() => {
    // sorting happens outside the table (the CSV export needs the order shown), so the table only shows the arrows
    const sortable = (key: SortKey) => ({
      key,
      sorter: true,
      sortOrder: sort?.key === key ? sort.order : null,
      showSorterTooltip: false,
    });
    return [
      { title: t('column.onu'), width: COLUMN_PX.onu, ...sortable('onu'), render: (_, row) => onuIdLabel(row) },
      { title: t('column.name'), dataIndex: 'onu_name', width: COLUMN_PX.name, ellipsis: true, ...sortable('name') },
      {
        title: t('column.mac'),
        dataIndex: 'macaddr',
        width: COLUMN_PX.mac,
        ...sortable('mac'),
        render: (mac: string) => <span className="onu-mac">{mac}</span>,
      },
      {
        title: t('column.status'),
        dataIndex: 'status',
        width: COLUMN_PX.status,
        ...sortable('status'),
        render: (status: OnuTableRow['status']) => <OnuStatusTag status={status} texts={texts} />,
      },
      {
        title: t('column.auth'),
        key: 'auth',
        width: COLUMN_PX.auth,
        align: 'center',
        render: (_, row) => <AuthStateButton row={row} texts={texts} onToggle={onToggleAuth} />,
      },
      {
        title: t('column.registerTime'),
        dataIndex: 'register_time',
        width: COLUMN_PX.registerTime,
        ...sortable('registerTime'),
        render: dash,
      },
      { title: t('column.lastDownTime'), dataIndex: 'last_down_time', width: COLUMN_PX.lastDownTime, render: dash },
      {
        title: t('column.lastDownReason'),
        dataIndex: 'last_down_reason',
        width: COLUMN_PX.lastDownReason,
        ellipsis: true,
        render: (reason: string) => <DownReason reason={reason} texts={texts} />,
      },
      { title: t('column.devType'), dataIndex: 'dev_type', width: COLUMN_PX.devType },
      {
        title: t('column.rxPower'),
        dataIndex: 'receive_power',
        width: COLUMN_PX.rxPower,
        align: 'right',
        ...sortable('rxPower'),
        render: (value: string, row: OnuTableRow) => (
          <>
            <RxPowerText value={value} texts={texts} />
            {row.optical_drift === 1 && <DriftMark />}
          </>
        ),
      },
      {
        title: t('column.actions'),
        key: 'actions',
        width: COLUMN_PX.actions,
        // always in view at 1366×768: the row's actions never scroll away with the wide columns
        fixed: 'right',
        align: 'center',
        render: (_, row) => <OnuRowMenu row={row} texts={texts} onAction={onAction} />,
      },
    ];
  }, [t, texts, sort, onToggleAuth, onAction]);
}
