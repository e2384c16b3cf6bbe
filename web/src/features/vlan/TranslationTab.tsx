import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import {
  PRIORITY,
  VLAN_ID,
  VLAN_TABLE_ACTION,
  translationDelete,
  translationSet,
  type VlanTranslation,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { usePortFilter } from '../../components/kit/PortFilter.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { portChoices, portLabeller, usePriorityOptions } from './portTypes.ts';
import { priorityCell } from './PriorityCell.tsx';
import { useTranslations, vlanChanges } from './vlanQueries.ts';

const field = (name: keyof VlanTranslation) => paramField(translationSet.param, name);

/** VLAN translation entries (screens.md §8 "VLAN Translate"): old VLAN → new VLAN per port. */
export function TranslationTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useTranslations();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);
  const priorities = usePriorityOptions('priority.unchanged');
  const vlanIdMessage = t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max });
  const { rows, filter } = usePortFilter(data, ports);

  const columns: TableColumnsType<VlanTranslation> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.oldVlan'), dataIndex: 'old_vlan', sorter: (a, b) => a.old_vlan - b.old_vlan },
    { title: t('field.newVlan'), dataIndex: 'new_vlan', sorter: (a, b) => a.new_vlan - b.new_vlan },
    { title: t('field.priority'), dataIndex: 'new_vlan_pri', render: priorityCell(t('priority.unchanged')) },
  ];
  const fields: FieldSpec<VlanTranslation>[] = [
    {
      name: 'port_id',
      label: t('field.port'),
      kind: 'select',
      required: true,
      options: portChoices(ports),
      placeholder: t('filter.choosePort'),
    },
    {
      name: 'old_vlan',
      label: t('field.oldVlan'),
      kind: 'int',
      schema: field('old_vlan'),
      placeholder: '1–4094',
      message: vlanIdMessage,
    },
    {
      name: 'new_vlan',
      label: t('field.newVlan'),
      kind: 'int',
      schema: field('new_vlan'),
      placeholder: '1–4094',
      message: vlanIdMessage,
    },
    {
      name: 'new_vlan_pri',
      label: t('field.priority'),
      kind: 'select',
      options: priorities,
      extra: t('translation.priorityHint'),
    },
  ];

  /** The same old VLAN again replaces its target on the device; the very same entry is said, not sent. */
  const toWrite = (values: VlanTranslation) => {
    const isKnown = (data ?? []).some(
      (e) =>
        e.port_id === values.port_id &&
        e.old_vlan === values.old_vlan &&
        e.new_vlan === values.new_vlan &&
        e.new_vlan_pri === values.new_vlan_pri,
    );
    if (!isKnown) return write(translationSet, { ...values, action: VLAN_TABLE_ACTION.translation });
    toast.info(t('translation.exists'));
    return null;
  };

  return (
    <EntityTable<VlanTranslation>
      rows={rows}
      loading={isFetching && !data}
      rowKey={(row) => `${row.port_id}/${row.old_vlan}`}
      columns={columns}
      actionsTitle={t('field.actions')}
      toolbar={filter}
      invalidate={vlanChanges()}
      area="switch"
      rowActions={[
        {
          key: 'delete',
          label: t('list.delete'),
          danger: true,
          write: ({ port_id, old_vlan }) =>
            write(translationDelete, { port_id, old_vlan, action: VLAN_TABLE_ACTION.translation }),
          success: (row) =>
            t('done.translationDeleted', { port: labelOf(row.port_id), old: row.old_vlan, new: row.new_vlan }),
          confirm: (row) => ({
            title: t('translation.deleteTitle'),
            content: t('translation.deleteConfirm', {
              port: labelOf(row.port_id),
              old: row.old_vlan,
              new: row.new_vlan,
            }),
          }),
        },
      ]}
      add={{
        label: t('translation.add'),
        dialog: (onClose) => (
          <EntityDialog<VlanTranslation>
            title={t('translation.add')}
            okText={t('save')}
            fields={fields}
            initialValues={{ new_vlan_pri: PRIORITY.unchanged }}
            toWrite={toWrite}
            success={(v) => t('done.translationAdded', { port: labelOf(v.port_id), old: v.old_vlan, new: v.new_vlan })}
            invalidate={vlanChanges()}
            onClose={onClose}
          />
        ),
      }}
    />
  );
}
