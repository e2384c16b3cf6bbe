import { cloneElement, isValidElement, useState, type Key, type ReactElement } from 'react';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { Pager, pageCount } from './Pager.tsx';
import { PAGE_SIZE, SELECTION_COLUMN_PX } from '../lib/uiLimits.ts';

type BaseProps<T> = Omit<TableProps<T>, 'pagination' | 'rowSelection' | 'dataSource' | 'sortDirections'>;

interface DataTableProps<T> extends BaseProps<T> {
  dataSource: readonly T[] | undefined;
  /** Turns on the selection column. Called with every change, select-all included. */
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  /** controlled selection; without it the table keeps its own */
  selectedKeys?: readonly Key[];
  isSelectable?: (row: T) => boolean;
  /** what a screen reader calls a row's checkbox, e.g. its ONU label */
  rowLabel?: (row: T) => string;
  /** rows per page; `false` shows every row (short, fixed lists such as the PON ports) */
  pageSize?: number | false;
}

const SORT_CYCLE: NonNullable<TableProps['sortDirections']> = ['ascend', 'descend'];

/**
 * The console's table (spec §4, §9): a 50 px selection column whose select-all announces the change, columns that
 * sort ascending → descending → unsorted, and 20 rows a page under the console's own pager. Ant Design does the
 * sorting and slicing; the pager sits outside because Ant Design's has no First/End.
 */
export function DataTable<T extends object>({
  dataSource,
  onSelectionChange,
  selectedKeys,
  isSelectable,
  rowLabel,
  pageSize = PAGE_SIZE,
  locale,
  ...tableProps
}: DataTableProps<T>) {
  const { t } = useTranslation('components');
  const [ownKeys, setOwnKeys] = useState<Key[]>([]);
  const [page, setPage] = useState(1);
  const rows = dataSource ?? [];
  const keys = selectedKeys ?? ownKeys;
  const isSelecting = onSelectionChange !== undefined || selectedKeys !== undefined;
  // rows can disappear under the current page (a delete, a refresh); show the last page that still exists
  const currentPage = pageSize === false ? 1 : Math.min(page, pageCount(rows.length, pageSize));

  const rowSelection: TableProps<T>['rowSelection'] = isSelecting
    ? {
        columnWidth: SELECTION_COLUMN_PX,
        selectedRowKeys: [...keys],
        onChange: (next, nextRows) => {
          setOwnKeys(next);
          onSelectionChange?.(next, nextRows);
        },
        getCheckboxProps: (row) => ({
          disabled: isSelectable ? !isSelectable(row) : false,
          ...(rowLabel ? { 'aria-label': t('table.selectRow', { name: rowLabel(row) }) } : {}),
        }),
        // Ant Design names its select-all box in English only
        columnTitle: (box) =>
          isValidElement(box)
            ? cloneElement(box as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('table.selectPage') })
            : box,
      }
    : undefined;

  return (
    <div>
      <Table<T>
        size="small"
        bordered
        {...tableProps}
        dataSource={rows}
        locale={{ emptyText: t('table.noData'), ...locale }}
        rowSelection={rowSelection}
        sortDirections={SORT_CYCLE}
        pagination={pageSize === false ? false : { current: currentPage, pageSize, placement: ['none'] }}
      />
      <Flex align="center" justify="space-between" gap="small" wrap>
        {/* always mounted, so that screen readers hear the first change too */}
        <Typography.Text type="secondary" role="status" aria-live="polite" style={{ marginTop: 12 }}>
          {isSelecting && keys.length > 0 ? t('table.selected', { count: keys.length }) : ''}
        </Typography.Text>
        {pageSize !== false && (
          <Pager total={rows.length} current={currentPage} pageSize={pageSize} onChange={setPage} />
        )}
      </Flex>
    </div>
  );
}
