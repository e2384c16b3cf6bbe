import { memo, useCallback, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { type OnuTableRow } from '@olt/protocol';
import { useOnuColumns, type OnuColumn } from './onuColumns.tsx';
import type { RowAction } from './OnuRowMenu.tsx';
import { isOnline, onuKey } from './onuFormat.ts';
import { useRowWindow } from './rowWindow.ts';
import { useSelectionColumn } from './useSelectionColumn.tsx';
import type { SortKey, SortState } from './onuFilters.ts';
import { useFillHeight } from './useFillHeight.ts';

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
/** The header row's height: the body below it is the height useFillHeight gives. */
const HEADER_PX = 39;
const SKELETON_LINES = 10;

/** A header click sorts up, then down, then back to the device's order. */
function nextSort(current: SortState | null, key: SortKey): SortState | null {
  if (current?.key !== key) return { key, order: 'ascend' };
  return current.order === 'ascend' ? { key, order: 'descend' } : null;
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

function cellClass(column: OnuColumn, base: string): string {
  return [
    base,
    column.fixed && `onu-cell--fixed-${column.fixed}`,
    column.align && `onu-cell--${column.align}`,
    column.ellipsis && 'onu-cell--ellipsis',
  ]
    .filter(Boolean)
    .join(' ');
}

interface HeaderProps {
  columns: readonly OnuColumn[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

const Header = memo(function Header({ columns, sort, onSortChange }: HeaderProps) {
  const { t } = useTranslation('onu');
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const order = column.sortKey && sort?.key === column.sortKey ? sort.order : null;
          const { sortKey } = column;
          return (
            <th
              key={column.key}
              scope="col"
              className={cellClass(column, 'onu-th')}
              aria-sort={sortKey ? (order ? ARIA_SORT[order] : 'none') : undefined}
            >
              {sortKey ? (
                <button
                  type="button"
                  className="onu-sorter"
                  title={t('table.sortBy', { column: typeof column.title === 'string' ? column.title : '' })}
                  onClick={() => onSortChange(nextSort(sort, sortKey))}
                >
                  <span>{column.title}</span>
                  <span className="onu-sorter__carets" aria-hidden="true">
                    <CaretUpOutlined className={order === 'ascend' ? 'onu-sorter__on' : undefined} />
                    <CaretDownOutlined className={order === 'descend' ? 'onu-sorter__on' : undefined} />
                  </span>
                </button>
              ) : (
                column.title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

interface RowProps {
  row: OnuTableRow;
  columns: readonly OnuColumn[];
  className: string;
  drag: ((row: OnuTableRow) => Record<string, unknown>) | null;
}

/** One row; drawn again only when its ONU, the columns (language, ticks) or its marks change. */
const Row = memo(function Row({ row, columns, className, drag }: RowProps) {
  return (
    <tr data-row-key={onuKey(row)} className={className} {...drag?.(row)}>
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column, 'onu-td')} title={column.titleOf?.(row)}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
});

function Space({ px, columns }: { px: number; columns: number }) {
  return px > 0 ? (
    <tr className="onu-window-space" aria-hidden>
      <td colSpan={columns} style={{ height: px }} />
    </tr>
  ) : null;
}

/**
 * Every ONU of the list in one table, drawn without Ant Design (so the ONU table paints at once): only the
 * rows in view are in the page (rowWindow.ts), so 64 PONs × 64 ONUs open and scroll as quickly as one PON. Rows are
 * keyed `port/onu`, so a live change re-renders just its row. The header stays on top, the tick column on the left
 * and the actions column on the right while the rest scrolls.
 */
export const OnuTable = memo(function OnuTable(props: OnuTableProps) {
  const { rows, isPending, selectedKeys, onSelectionChange, sort, onSortChange, onToggleAuth, onAction, empty } = props;
  const { onMove } = props;
  const { t } = useTranslation('onu');
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, MIN_HEIGHT_PX);
  const dataColumns = useOnuColumns({ onToggleAuth, onAction });
  const selection = useSelectionColumn({ rows, selectedKeys, onSelectionChange });
  const columns = useMemo(() => [selection.column, ...dataColumns], [selection.column, dataColumns]);
  const width = useMemo(() => columns.reduce((sum, c) => sum + c.width, 0), [columns]);
  const { ticked } = selection;
  const rowClass = useCallback(
    (row: OnuTableRow) =>
      ['onu-row', isOnline(row) ? '' : 'onu-row-down', ticked.has(onuKey(row)) ? 'onu-row-ticked' : '']
        .filter(Boolean)
        .join(' '),
    [ticked],
  );
  const dragged = useRef<string | null>(null);
  const drag = useMemo(
    () =>
      onMove
        ? (row: OnuTableRow) => ({
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
          })
        : null,
    [onMove],
  );
  const [scrollTop, setScrollTop] = useState(0);
  const shown = useRowWindow(rows, scrollTop, height);

  return (
    <div ref={box} className="onu-table">
      <div
        className="onu-table__scroll"
        style={{ height: height + HEADER_PX }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <table className="onu-table__grid" style={{ minWidth: width }}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <Header columns={columns} sort={sort} onSortChange={onSortChange} />
          <tbody>
            <Space px={shown.space.before} columns={columns.length} />
            {shown.rows.map((row) => (
              <Row key={onuKey(row)} row={row} columns={columns} className={rowClass(row)} drag={drag} />
            ))}
            <Space px={shown.space.after} columns={columns.length} />
          </tbody>
        </table>
        {rows.length === 0 &&
          (isPending ? (
            <div className="plain-skeleton onu-table__placeholder" aria-busy="true" aria-label={t('table.loading')}>
              {Array.from({ length: SKELETON_LINES }, (_, i) => (
                <span key={i} />
              ))}
            </div>
          ) : (
            <div className="onu-table__placeholder">{empty}</div>
          ))}
      </div>
    </div>
  );
});
