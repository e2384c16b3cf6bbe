import type { Key } from 'react';
import { Button, Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import type { PortOption } from '../../components/portOptions.ts';
import { PortFilter } from './PortFilter.tsx';

interface PortEntryTableProps<Row extends object> {
  ports: readonly PortOption[];
  portId: number;
  onPortChange: (portId: number) => void;
  addLabel: string;
  onAdd: () => void;
  rowKey: (row: Row) => Key;
  columns: TableColumnsType<Row>;
  rows: Row[];
  loading: boolean;
  onDelete: (row: Row) => void;
}

/** The per-port entry tables (translation, QinQ): a port filter, an add button, the rows with a delete action. */
export function PortEntryTable<Row extends object>(props: PortEntryTableProps<Row>) {
  const { t } = useTranslation('vlan');
  const columns: TableColumnsType<Row> = [
    ...props.columns,
    {
      title: t('field.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" danger onClick={() => props.onDelete(row)}>
          {t('list.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <PortFilter ports={props.ports} value={props.portId} onChange={props.onPortChange} />
        <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Flex>
      <DataTable<Row> rowKey={props.rowKey} columns={columns} dataSource={props.rows} loading={props.loading} />
    </Flex>
  );
}
