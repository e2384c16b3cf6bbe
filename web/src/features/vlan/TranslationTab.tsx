import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY, translationDelete, type VlanTranslation } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { confirm } from '../../lib/feedback.ts';
import { ALL_PORTS } from './PortFilter.tsx';
import { PortEntryTable } from './PortEntryTable.tsx';
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
  ];

  return (
    <>
      <PortEntryTable<VlanTranslation>
        ports={ports}
        portId={portId}
        onPortChange={setPortId}
        addLabel={t('translation.add')}
        onAdd={() => setAdding(true)}
        rowKey={(row) => `${row.port_id}/${row.old_vlan}`}
        columns={columns}
        rows={rows}
        loading={isFetching && !data}
        onDelete={(row) => void deleteRow(row)}
      />
      {isAdding && <TranslationDialog ports={ports} existing={data ?? []} onClose={() => setAdding(false)} />}
    </>
  );
}
