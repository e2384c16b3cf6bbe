import { memo, useCallback, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Skeleton, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OnuTableRow } from '@olt/protocol';
import { TABLE_PX, useOnuColumns } from './onuColumns.tsx';
import type { RowAction } from './OnuRowMenu.tsx';
import { isOnline, onuKey } from './onuFormat.ts';
import { WindowSpaceProvider, WindowedBody, useRowWindow } from './rowWindow.tsx';
import { useSelectionColumn } from './useSelectionColumn.tsx';
import type { SortKey, SortState } from './onuFilters.ts';
import { useFillHeight } from './useFillHeight.ts';
import { SELECTION_COLUMN_PX } from '../../lib/uiLimits.ts';

interface OnuTableProps {
  rows: readonly OnuTableRow[];
  /** nothing to show yet: the first answer is on its way */
  isPending: boolean;
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onToggleAuth: (row: OnuTableRow) => void;
  onAction: (action: RowAction, row: OnuTableRow) => void;
  empty: ReactNode;
  /** rows may be dragged to a new place (one PON shown whole): `from` is dropped where `to` is */
  onMove: ((from: string, to: string) => void) | null;
}

const MIN_HEIGHT_PX = 280;
const COMPONENTS = { body: { wrapper: WindowedBody } };

/**
 * Every ONU of the list in one table, of which only the rows in view are in the page (rowWindow.tsx), so 16 PONs ×
 * 64 ONUs open and scroll as quickly as one PON. Rows are keyed `port/onu`, so a live change re-renders just its row.
 * The windowing is ours rather than antd's `virtual`: its list measures every row it mounts and then draws them all
 * again, twice, before the first list is on screen; our rows all have one height, known in advance.
 */
export const OnuTable = memo(function OnuTable(props: OnuTableProps) {
  const { rows, isPending, selectedKeys, onSelectionChange, sort, onSortChange, onToggleAuth, onAction, empty } = props;
  const { onMove } = props;
  const { t } = useTranslation('onu');
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, MIN_HEIGHT_PX);
  const dataColumns = useOnuColumns({ sort, onToggleAuth, onAction });
  const selection = useSelectionColumn({ rows, selectedKeys, onSelectionChange });
  const columns = useMemo(() => [selection.column, ...dataColumns], [selection.column, dataColumns]);
  const { ticked } = selection;
  const rowClass = useCallback(
    (row: OnuTableRow) => `${isOnline(row) ? '' : 'onu-row-down'}${ticked.has(onuKey(row)) ? ' onu-row-ticked' : ''}`,
    [ticked],
  );
  const dragged = useRef<string | null>(null);
  const onRow = useCallback(
    (row: OnuTableRow) =>
      onMove
        ? {
            draggable: true,
            'data-draggable': 'true',
            onDragStart: (e: DragEvent<HTMLElement>) => {
              dragged.current = onuKey(row);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', onuKey(row));
            },
            onDragOver: (e: DragEvent<HTMLElement>) => e.preventDefault(),
            onDrop: (e: DragEvent<HTMLElement>) => {
              e.preventDefault();
              const from = dragged.current ?? e.dataTransfer.getData('text/plain');
              dragged.current = null;
              if (from) onMove(from, onuKey(row));
            },
          }
        : {},
    [onMove],
  );
  const [scrollTop, setScrollTop] = useState(0);
  const shown = useRowWindow(rows, scrollTop, height);
  const space = useMemo(() => ({ ...shown.space, columns: columns.length }), [shown.space, columns.length]);
  const skeleton = (
    <div aria-busy="true" aria-label={t('table.loading')}>
      <Skeleton active title={false} paragraph={{ rows: 10, width: '100%' }} />
    </div>
  );

  const onChange: TableProps<OnuTableRow>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    onSortChange(one?.order && one.columnKey ? { key: one.columnKey as SortKey, order: one.order } : null);
  };

  return (
    <div ref={box} className="onu-table">
      {/* mounted from the start, skeleton as its empty state: the first answer then only adds rows */}
      <WindowSpaceProvider value={space}>
        <Table<OnuTableRow>
          components={COMPONENTS}
          // hover is drawn by onu.css: antd's hover tracking re-renders the row's cells on every pointer move
          rowHoverable={false}
          size="small"
          bordered
          rowKey={onuKey}
          columns={columns}
          dataSource={shown.rows}
          pagination={false}
          scroll={{ x: TABLE_PX + SELECTION_COLUMN_PX, y: height }}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          rowClassName={rowClass}
          onRow={onRow}
          sortDirections={['ascend', 'descend']}
          onChange={onChange}
          locale={{ emptyText: isPending ? skeleton : empty }}
        />
      </WindowSpaceProvider>
    </div>
  );
});
