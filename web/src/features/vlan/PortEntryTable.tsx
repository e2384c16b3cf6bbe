import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRIORITY } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import type { PortOption } from '../../components/portOptions.ts';
import { confirm } from '../../lib/feedback.ts';
import { ALL_PORTS, PortFilter } from './PortFilter.tsx';
import { useVlanWrite, type Write } from './vlanQueries.ts';

interface PortEntryTableProps<Row extends { port_id: number }> {
  ports: readonly PortOption[];
  /** the device's entries; undefined until the first read answers */
  entries: Row[] | undefined;
  loading: boolean;
  addLabel: string;
  addDialog: (onClose: () => void) => ReactNode;
  rowKey: (row: Row) => Key;
  columns: TableColumnsType<Row>;
  /** what a delete asks before it goes ahead, and the device write that deletes the row */
  deletion: { title: string; question: (row: Row) => string; write: (row: Row) => Write };
}

/**
 * The per-port entry tables (translation, QinQ): a port filter, an add button opening the tab's dialog, and the rows
 * with a delete that asks first.
 */
export function PortEntryTable<Row extends { port_id: number }>(props: PortEntryTableProps<Row>) {
  const { t } = useTranslation('vlan');
  const remove = useVlanWrite();
  const [portId, setPortId] = useState<number>(ALL_PORTS);
  const [isAdding, setAdding] = useState(false);
  const { entries, deletion } = props;
  const rows = useMemo(
    () => (entries ?? []).filter((row) => portId === ALL_PORTS || row.port_id === portId),
    [entries, portId],
  );

  const deleteRow = async (row: Row) => {
    if (!(await confirm(deletion.question(row), { title: deletion.title }))) return;
    remove.mutate({ writes: [deletion.write(row)] });
  };

  const columns: TableColumnsType<Row> = [
    ...props.columns,
    {
      title: t('field.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" danger onClick={() => void deleteRow(row)}>
          {t('list.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <PortFilter ports={props.ports} value={portId} onChange={setPortId} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {props.addLabel}
        </Button>
      </Flex>
      <DataTable<Row> rowKey={props.rowKey} columns={columns} dataSource={rows} loading={props.loading} />
      {isAdding && props.addDialog(() => setAdding(false))}
    </Flex>
  );
}

/** A priority cell: the number, or the word for 255 (unchanged / none) greyed. */
export function priorityCell(word: string) {
  return (pri: number) =>
    pri === PRIORITY.unchanged ? <Typography.Text type="secondary">{word}</Typography.Text> : pri;
}
