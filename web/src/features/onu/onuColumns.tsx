import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuTableRow } from '@olt/protocol';
import { AuthStateButton } from './AuthStateButton.tsx';
import { DownReason } from './DownReason.tsx';
import { OnuRowMenu, type RowAction } from './OnuRowMenu.tsx';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { RxPowerText } from './RxPowerText.tsx';
import { DriftMark } from './DriftMark.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { onuIdLabel } from './onuFormat.ts';
import { isDark } from '../../lib/onuWords.ts';
import type { SortKey } from './onuFilters.ts';

const dash = (text: string) => text || <span className="onu-none">—</span>;

/** Column widths in px; the table lays its rows out by them alone, and their sum is its scroll width. */
const COLUMN_PX = {
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

/** A column of the table, as data: its header, width, alignment, sort key and what a row shows in it. */
export interface OnuColumn {
  key: string;
  title: ReactNode;
  width: number;
  align?: 'center' | 'right';
  /** kept in view at that edge while the table scrolls sideways */
  fixed?: 'left' | 'right';
  /** the header sorts the list by this key */
  sortKey?: SortKey;
  /** long text is cut with an ellipsis, the whole of it in the cell's title */
  ellipsis?: boolean;
  render: (row: OnuTableRow) => ReactNode;
  /** the cell's title, for cut text */
  titleOf?: (row: OnuTableRow) => string;
}

interface ColumnOptions {
  onToggleAuth: (row: OnuTableRow) => void;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/** The ONU table's columns; rebuilt only when the language changes, so rows re-render only for their data. */
export function useOnuColumns({ onToggleAuth, onAction }: ColumnOptions): OnuColumn[] {
  const { t } = useTranslation('onu');
  const texts = useCellTexts();
  return useMemo<OnuColumn[]>(
    () => [
      { key: 'onu', title: t('column.onu'), width: COLUMN_PX.onu, sortKey: 'onu', render: onuIdLabel },
      {
        key: 'name',
        title: t('column.name'),
        width: COLUMN_PX.name,
        sortKey: 'name',
        ellipsis: true,
        render: (row) => row.onu_name,
        titleOf: (row) => row.onu_name,
      },
      {
        key: 'mac',
        title: t('column.mac'),
        width: COLUMN_PX.mac,
        sortKey: 'mac',
        render: (row) => <span className="onu-mac">{row.macaddr}</span>,
      },
      {
        key: 'status',
        title: t('column.status'),
        width: COLUMN_PX.status,
        sortKey: 'status',
        render: (row) => <OnuStatusTag status={row.status} texts={texts} />,
      },
      {
        key: 'auth',
        title: t('column.auth'),
        width: COLUMN_PX.auth,
        align: 'center',
        render: (row) => <AuthStateButton row={row} texts={texts} onToggle={onToggleAuth} />,
      },
      {
        key: 'registerTime',
        title: t('column.registerTime'),
        width: COLUMN_PX.registerTime,
        sortKey: 'registerTime',
        render: (row) => dash(row.register_time),
      },
      {
        key: 'lastDownTime',
        title: t('column.lastDownTime'),
        width: COLUMN_PX.lastDownTime,
        render: (row) => dash(row.last_down_time),
      },
      {
        key: 'lastDownReason',
        title: t('column.lastDownReason'),
        width: COLUMN_PX.lastDownReason,
        ellipsis: true,
        render: (row) => <DownReason reason={row.last_down_reason} texts={texts} />,
      },
      { key: 'devType', title: t('column.devType'), width: COLUMN_PX.devType, render: (row) => row.dev_type },
      {
        key: 'rxPower',
        title: t('column.rxPower'),
        width: COLUMN_PX.rxPower,
        align: 'right',
        sortKey: 'rxPower',
        render: (row) => (
          <>
            <RxPowerText value={row.receive_power} dark={isDark(row.status)} texts={texts} />
            {row.optical_drift === 1 && <DriftMark />}
          </>
        ),
      },
      {
        key: 'actions',
        title: t('column.actions'),
        width: COLUMN_PX.actions,
        // always in view at 1366×768: the row's actions never scroll away with the wide columns
        fixed: 'right',
        align: 'center',
        render: (row) => <OnuRowMenu row={row} texts={texts} onAction={onAction} />,
      },
    ],
    [t, texts, onToggleAuth, onAction],
  );
}
