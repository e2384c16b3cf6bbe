import { useState, type Key, type ReactNode } from 'react';
import { Button, Flex, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import type { PermissionArea } from '@olt/protocol';
import { useWriteBlock } from '../../lib/access.ts';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { useDeviceWrite, type WriteOptions } from '../../lib/useDeviceWrite.ts';
import { DataTable } from '../DataTable.tsx';

interface RowActionBasics<Row> {
  key: string;
  label: string;
  danger?: boolean;
  isDisabled?: (row: Row) => boolean;
}

/** An action on one row: a device write (asked first where `confirm` says), or a dialog it opens. */
export type RowAction<Row> = RowActionBasics<Row> &
  (
    | {
        /** the write, the question asked before it, and what the toast says once it is done ("Route 10.0.0.0/8 deleted") */
        write: (row: Row) => WriteStep;
        confirm?: (row: Row) => WriteOptions['confirm'];
        success: (row: Row) => string;
        dialog?: never;
      }
    | {
        /** or a dialog: drawn while open, closed by its `onClose`; the dialog says how its write went */
        dialog: (row: Row, onClose: () => void) => ReactNode;
        write?: never;
        confirm?: never;
        success?: never;
      }
  );

interface BulkActionBasics {
  key: string;
  label: (count: number) => string;
  danger?: boolean;
  icon?: ReactNode;
}

/** An action on the ticked rows, e.g. a delete of several. */
type BulkAction<Row> = BulkActionBasics &
  (
    | {
        writes: (rows: Row[]) => WriteStep[];
        confirm?: (rows: Row[]) => WriteOptions['confirm'];
        /** what the toast says once every row was done, with the count ("Deleted 3 routes") */
        success: (rows: Row[]) => string;
        /** requests in flight at once; each row stands alone, so a refusal does not stop the others */
        parallel?: number;
        dialog?: never;
      }
    | {
        /** or a dialog for the ticked rows (values to enter first, e.g. one setting for many); closing keeps the ticks */
        dialog: (rows: Row[], onClose: () => void) => ReactNode;
        writes?: never;
        confirm?: never;
        success?: never;
        parallel?: never;
      }
  );

interface EntityTableProps<Row extends object> {
  rows: Row[];
  loading: boolean;
  rowKey: (row: Row) => Key;
  columns: TableColumnsType<Row>;
  /** the title of the actions column */
  actionsTitle: string;
  rowActions?: RowAction<Row>[];
  bulkActions?: BulkAction<Row>[];
  /** the add button and the dialog it opens */
  add?: { label: string; dialog: (onClose: () => void) => ReactNode };
  /** left of the buttons: filters and the like */
  toolbar?: ReactNode;
  /** the reads a row or bulk write changes */
  invalidate: readonly QueryKey[];
  rowLabel?: (row: Row) => string;
  /** the permission area the table's writes change: a session that may not change it gets them disabled */
  area?: PermissionArea;
}

/**
 * The table most advanced screens are: rows with per-row actions, bulk actions on the ticked rows and an add dialog,
 * columns and actions given as data, every write through the console's write hook.
 */
export function EntityTable<Row extends object>(props: EntityTableProps<Row>) {
  const { rows, rowActions = [], bulkActions = [], invalidate } = props;
  const device = useDeviceWrite();
  // a level that may not change the area sees every write disabled, with the reason as its tooltip
  const readOnly = useWriteBlock(props.area ?? 'session');
  const mayWrite = readOnly === null;
  const why = readOnly ?? undefined;
  const [ticked, setTicked] = useState<Key[]>([]);
  const [open, setOpen] = useState<{ node: (onClose: () => void) => ReactNode } | null>(null);
  const close = () => setOpen(null);
  const tickedRows = rows.filter((row) => ticked.includes(props.rowKey(row)));

  const onRow = (action: RowAction<Row>, row: Row) => {
    if (action.dialog) {
      const { dialog } = action;
      setOpen({ node: (onClose) => dialog(row, onClose) });
    } else if (action.write) {
      void device.run(action.write(row), {
        confirm: action.confirm?.(row),
        success: action.success(row),
        invalidate,
      });
    }
  };
  const onBulk = async (action: BulkAction<Row>) => {
    if (action.dialog) {
      const { dialog } = action;
      const rowsNow = tickedRows;
      setOpen({ node: (onClose) => dialog(rowsNow, onClose) });
      return;
    }
    const result = await device.run(action.writes(tickedRows), {
      confirm: action.confirm?.(tickedRows),
      success: action.success(tickedRows),
      keepGoing: true,
      parallel: action.parallel,
      invalidate,
    });
    if (!result.isCancelled) setTicked([]);
  };

  const columns: TableColumnsType<Row> = rowActions.length
    ? [
        ...props.columns,
        {
          title: props.actionsTitle,
          key: 'actions',
          width: Math.max(100, rowActions.length * 80),
          render: (_, row) => (
            <Space size={0}>
              {rowActions.map((action) => (
                <Button
                  key={action.key}
                  type="link"
                  size="small"
                  danger={action.danger}
                  disabled={!mayWrite || action.isDisabled?.(row)}
                  title={why}
                  onClick={() => onRow(action, row)}
                >
                  {action.label}
                </Button>
              ))}
            </Space>
          ),
        },
      ]
    : props.columns;

  const { add } = props;
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        {props.toolbar ?? <span />}
        <Flex gap="small">
          {bulkActions.map((action) => (
            <Button
              key={action.key}
              danger={action.danger}
              icon={action.icon}
              disabled={!mayWrite || tickedRows.length === 0}
              title={why}
              loading={device.isPending}
              onClick={() => void onBulk(action)}
            >
              {action.label(tickedRows.length)}
            </Button>
          ))}
          {add && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!mayWrite}
              title={why}
              onClick={() => setOpen({ node: add.dialog })}
            >
              {add.label}
            </Button>
          )}
        </Flex>
      </Flex>
      <DataTable<Row>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={rows}
        loading={props.loading}
        {...(bulkActions.length
          ? { selectedKeys: ticked, onSelectionChange: setTicked, rowLabel: props.rowLabel }
          : {})}
      />
      {open?.node(close)}
    </Flex>
  );
}
