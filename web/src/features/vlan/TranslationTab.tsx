import { useMemo, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRIORITY, translationDelete, type VlanTranslation } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { confirm } from '../../lib/feedback.ts';
import { PortFilter, ALL_PORTS } from './PortFilter.tsx';
import { TranslationDialog } from './TranslationDialog.tsx';
import { portLabeller } from './portTypes.ts';
import { useTranslations, useVlanWrite, write } from './vlanQueries.ts';

/** VLAN-18 and -21 carry which table they act on: 0 translation, 1 QinQ. */
const TRANSLATE_ACTION = 0;

/** VLAN translation entries (screens.md §8 "VLAN Translate"): old VLAN → new VLAN per port. */
export function TranslationTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useTranslations();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);
  const remove = useVlanWrite();
  const [portId, setPortId] = useState<number>(ALL_PORTS);
  const [isAdding, setAdding] = useState(false);
  const rows = useMemo(
    () => (data ?? []).filter((row) => portId === ALL_PORTS || row.port_id === portId),
    [data, portId],
  );

  const deleteRow = async (row: VlanTranslation) => {
    const text = t('translation.deleteConfirm', { port: labelOf(row.port_id), old: row.old_vlan, new: row.new_vlan });
    if (!(await confirm(text, { title: t('translation.deleteTitle') }))) return;
    remove.mutate({
      writes: [write(translationDelete, { port_id: row.port_id, old_vlan: row.old_vlan, action: TRANSLATE_ACTION })],
    });
  };

  const columns: TableColumnsType<VlanTranslation> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.oldVlan'), dataIndex: 'old_vlan', sorter: (a, b) => a.old_vlan - b.old_vlan },
    { title: t('field.newVlan'), dataIndex: 'new_vlan', sorter: (a, b) => a.new_vlan - b.new_vlan },
    {
      title: t('field.priority'),
      dataIndex: 'new_vlan_pri',
      render: (pri: number) =>
        pri === PRIORITY.unchanged ? (
          <Typography.Text type="secondary">{t('priority.unchanged')}</Typography.Text>
        ) : (
          pri
        ),
    },
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
        <PortFilter ports={ports} value={portId} onChange={setPortId} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('translation.add')}
        </Button>
      </Flex>
      <DataTable<VlanTranslation>
        rowKey={(row) => `${row.port_id}/${row.old_vlan}`}
        columns={columns}
        dataSource={rows}
        loading={isFetching && !data}
      />
      {isAdding && <TranslationDialog ports={ports} existing={data ?? []} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
