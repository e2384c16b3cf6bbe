import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PRIORITY, VLAN_ID, VLAN_TABLE_ACTION, qinqDelete, qinqSet, type QinqEntry } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { usePortFilter } from '../../components/kit/PortFilter.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { portChoices, portLabeller, usePriorityOptions } from './portTypes.ts';
import { cvlanText, rangeText } from './portText.ts';
import { priorityCell } from './PriorityCell.tsx';
import { useQinqEntries, vlanChanges } from './vlanQueries.ts';

interface QinqValues {
  port_id: number;
  kind: 'single' | 'range';
  cvlan?: number;
  cvlan_s?: number;
  cvlan_e?: number;
  svlan: number;
  svlan_pri: number;
}

/** The customer VLAN fields are required here, though the device takes them empty: which one depends on `kind`. */
const vlanField = (name: 'cvlan' | 'cvlan_s' | 'cvlan_e' | 'svlan') => paramField(qinqSet.param, name);

/**
 * Only the chosen form of customer VLAN is filled; the device takes the other fields as "" (api.md VLAN-20), and a
 * reversed range is swapped, as for VLAN ranges.
 */
function qinqWrite(values: QinqValues) {
  const isSingle = values.kind === 'single';
  const first = values.cvlan_s ?? 0;
  const last = values.cvlan_e ?? 0;
  return write(qinqSet, {
    port_id: values.port_id,
    cvlan: isSingle ? (values.cvlan ?? '') : '',
    cvlan_s: isSingle ? '' : Math.min(first, last),
    cvlan_e: isSingle ? '' : Math.max(first, last),
    svlan: values.svlan,
    svlan_pri: values.svlan_pri,
    action: VLAN_TABLE_ACTION.qinq,
  });
}

/** The customer VLANs as typed, a reversed range swapped as it is sent. */
function typedCvlanText(values: QinqValues): string {
  if (values.kind !== 'range') return String(values.cvlan ?? '');
  const first = values.cvlan_s ?? 0;
  const last = values.cvlan_e ?? 0;
  return rangeText(Math.min(first, last), Math.max(first, last));
}

/** QinQ entries (screens.md §8 "VLAN QinQ"): customer VLANs wrapped in a service VLAN per port. */
export function QinqTab() {
  const { t } = useTranslation('vlan');
  const { data, isFetching } = useQinqEntries();
  const ports = usePortOptions();
  const labelOf = portLabeller(ports);
  const priorities = usePriorityOptions('priority.none');
  const vlanIdMessage = t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max });
  const { rows, filter } = usePortFilter(data, ports);

  const columns: TableColumnsType<QinqEntry> = [
    { title: t('field.port'), dataIndex: 'port_id', width: 140, render: (id: number) => labelOf(id) },
    { title: t('field.cvlan'), key: 'cvlan', render: (_, row) => cvlanText(row) },
    { title: t('field.svlan'), dataIndex: 'svlan', sorter: (a, b) => a.svlan - b.svlan },
    { title: t('field.svlanPriority'), dataIndex: 'svlan_pri', render: priorityCell(t('priority.none')) },
  ];
  const isSingle = (v: Partial<QinqValues>) => (v.kind ?? 'single') === 'single';
  const range = { key: 'range', label: t('field.cvlan') };
  const id = (name: 'cvlan' | 'cvlan_s' | 'cvlan_e' | 'svlan', label: string) =>
    ({
      name,
      label,
      kind: 'int',
      schema: vlanField(name),
      required: true,
      placeholder: '1–4094',
      message: vlanIdMessage,
    }) as const;
  const fields: FieldSpec<QinqValues>[] = [
    {
      name: 'port_id',
      label: t('field.port'),
      kind: 'select',
      required: true,
      options: portChoices(ports),
      placeholder: t('filter.choosePort'),
    },
    { name: 'kind', label: t('field.cvlan'), kind: 'radio', options: kinds(t) },
    { ...id('cvlan', t('field.cvlan')), isLabelHidden: true, when: isSingle },
    { ...id('cvlan_s', t('qinq.rangeStart')), group: range, when: (v) => !isSingle(v) },
    { ...id('cvlan_e', t('qinq.rangeEnd')), group: range, when: (v) => !isSingle(v) },
    id('svlan', t('field.svlan')),
    { name: 'svlan_pri', label: t('field.svlanPriority'), kind: 'select', options: priorities },
  ];

  return (
    <EntityTable<QinqEntry>
      rows={rows}
      loading={isFetching && !data}
      rowKey={(row) => `${row.port_id}/${cvlanText(row)}`}
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
          write: ({ port_id, cvlan, cvlan_s, cvlan_e }) =>
            write(qinqDelete, { port_id, cvlan, cvlan_s, cvlan_e, action: VLAN_TABLE_ACTION.qinq }),
          success: (row) =>
            t('done.qinqDeleted', { port: labelOf(row.port_id), cvlan: cvlanText(row), svlan: row.svlan }),
          confirm: (row) => ({
            title: t('qinq.deleteTitle'),
            content: t('qinq.deleteConfirm', { port: labelOf(row.port_id), cvlan: cvlanText(row), svlan: row.svlan }),
          }),
        },
      ]}
      add={{
        label: t('qinq.add'),
        dialog: (onClose) => (
          <EntityDialog<QinqValues>
            title={t('qinq.add')}
            okText={t('save')}
            fields={fields}
            initialValues={{ kind: 'single', svlan_pri: PRIORITY.unchanged }}
            toWrite={qinqWrite}
            success={(v) => t('done.qinqAdded', { port: labelOf(v.port_id), cvlan: typedCvlanText(v), svlan: v.svlan })}
            invalidate={vlanChanges()}
            onClose={onClose}
          />
        ),
      }}
    />
  );
}

const kinds = (t: (key: 'qinq.single' | 'qinq.range') => string) => [
  { value: 'single', label: t('qinq.single') },
  { value: 'range', label: t('qinq.range') },
];
