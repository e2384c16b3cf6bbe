import { useMemo, useState } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { formatRangeList, vlanDestroy, vlanDestroyRange, type VlanRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { DefaultPortsDialog } from './DefaultPortsDialog.tsx';
import { MultiVlanDialog } from './MultiVlanDialog.tsx';
import { VlanEditDialog } from './VlanEditDialog.tsx';
import { idRanges, idsOf, portNamesText } from './portText.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useVlanTable, vlanChanges } from './vlanQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

/** VLAN 1 cannot be deleted (api.md §4.14), so neither its delete action nor its checkbox is offered. */
const isDeletable = (row: VlanRow) => row.vlan_id !== 1;

/** A VLAN matches the search when its id or its name contains the text. */
function matches(row: VlanRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || String(row.vlan_id).includes(needle) || row.vlan_name.toLowerCase().includes(needle);
}

type Dialog = { kind: 'edit' | 'defaults'; row: VlanRow } | { kind: 'multi' } | null;

/** The VLAN table (screens.md §8 "VLAN list"): up to 4094 rows, searched and paged in the browser. */
export function VlanListTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useVlanTable();
  const ports = usePortOptions();
  const remove = useDeviceWrite();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => (data ?? []).filter((row) => matches(row, search)), [data, search]);

  const names = (text: string) =>
    portNamesText(idsOf(text), ports) || <Typography.Text type="secondary">–</Typography.Text>;

  const deleteOne = async (row: VlanRow) => {
    await remove.run(write(vlanDestroy, { vlan_id: row.vlan_id }), {
      confirm: { content: t('list.deleteOne', { id: row.vlan_id }), title: t('delete.title') },
      success: t('done.deleted', { range: row.vlan_id }),
      invalidate: vlanChanges(),
    });
  };

  const deleteSelected = async () => {
    const existing = new Set((data ?? []).filter(isDeletable).map((row) => row.vlan_id));
    const ids = selected.filter((id) => existing.has(id));
    // one request per run of consecutive ids; each stands alone, so one refused VLAN does not keep the others
    const writes = idRanges(ids).map(([vlanid_s, vlanid_e]) => write(vlanDestroyRange, { vlanid_s, vlanid_e }));
    const result = await remove.run(writes, {
      confirm: {
        content: t('list.deleteMany', { count: ids.length, list: formatRangeList(ids) }),
        title: t('delete.title'),
      },
      success: t('done.deletedMany', { count: ids.length, list: formatRangeList(ids) }),
      keepGoing: true,
      invalidate: vlanChanges(),
    });
    if (!result.isCancelled) setSelected([]);
  };

  const mayWrite = useMayWrite('switch');
  const columns: TableColumnsType<VlanRow> = [
    { title: t('field.vlanId'), dataIndex: 'vlan_id', width: 90, sorter: (a, b) => a.vlan_id - b.vlan_id },
    { title: t('field.name'), dataIndex: 'vlan_name', width: 150, ellipsis: true },
    { title: t('field.desc'), dataIndex: 'vlan_desc', width: 180, ellipsis: true },
    { title: t('field.tagged'), dataIndex: 'tagged_portlist', render: names },
    { title: t('field.untagged'), dataIndex: 'untagged_portlist', render: names },
    { title: t('field.defaultPorts'), dataIndex: 'default_vlan_portlist', render: names },
    {
      title: t('field.actions'),
      key: 'actions',
      width: 230,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={!mayWrite} onClick={() => setDialog({ kind: 'edit', row })}>
            {t('list.edit')}
          </Button>
          <Button type="link" size="small" disabled={!mayWrite} onClick={() => setDialog({ kind: 'defaults', row })}>
            {t('list.defaultPorts')}
          </Button>
          {isDeletable(row) && (
            <Button type="link" size="small" danger disabled={!mayWrite} onClick={() => void deleteOne(row)}>
              {t('list.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Input.Search
          allowClear
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          style={{ width: 260 }}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Space>
          <Button disabled={!mayWrite} onClick={() => setDialog({ kind: 'multi' })}>
            {t('multi.open')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!mayWrite || selected.length === 0}
            loading={remove.isPending}
            onClick={() => void deleteSelected()}
          >
            {t('list.deleteSelected', { count: selected.length })}
          </Button>
        </Space>
      </Flex>
      <DataTable<VlanRow>
        // a new search starts at its first page
        key={search}
        rowKey="vlan_id"
        columns={columns}
        dataSource={rows}
        loading={isFetching && !data}
        selectedKeys={selected}
        onSelectionChange={(keys) => setSelected(keys.map(Number))}
        isSelectable={isDeletable}
        rowLabel={(row) => `VLAN ${row.vlan_id}`}
      />
      {dialog?.kind === 'edit' && <VlanEditDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'defaults' && <DefaultPortsDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'multi' && <MultiVlanDialog onClose={() => setDialog(null)} />}
    </Flex>
  );
}
