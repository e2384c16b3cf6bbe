import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuPort } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { onuPortKeys, useOnuPorts } from './onuPortQueries.ts';
import { UniPortDialog } from './UniPortDialog.tsx';

type Flag = 'auto_neg' | 'flow_ctrl' | 'loopdetect' | 'enable';
const FLAGS: readonly Flag[] = ['auto_neg', 'flow_ctrl', 'loopdetect', 'enable'];

/** The UNI ports of one ONU (ONU-33), one row each, with a dialog that sets one port's groups (ONU-34). */
export function UniPortTable({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const { data, isFetching } = useOnuPorts(portId, onuId);
  const onOff = (value: number) => (
    <Tag color={value === 1 ? 'blue' : 'default'}>{t(value === 1 ? 'common.enabled' : 'common.disabled')}</Tag>
  );
  const columns: TableColumnsType<OnuPort> = [
    { title: t('port.opId'), dataIndex: 'op_id', width: 90, sorter: (a, b) => a.op_id - b.op_id },
    ...FLAGS.map((key) => ({ title: t(`port.${key}`), dataIndex: key, render: onOff })),
    {
      title: t('port.downstream'),
      key: 'ds',
      render: (_, row) =>
        row.rlds_opt === 1 ? t('port.cirPir', { cir: row.rl_cir, pir: row.rl_pir }) : onOff(row.rlds_opt),
    },
    {
      title: t('port.upstream'),
      key: 'us',
      render: (_, row) => (row.rlus_opt === 1 ? t('port.kbps', { rate: row.bandwidth }) : onOff(row.rlus_opt)),
    },
    {
      title: t('port.status'),
      dataIndex: 'status',
      sorter: (a, b) => a.status - b.status,
      render: (status: number) => (
        <Tag color={status === 1 ? 'blue' : 'red'}>{t(status === 1 ? 'port.linkUp' : 'port.linkDown')}</Tag>
      ),
    },
  ];
  return (
    <EntityTable<OnuPort>
      rows={data ?? []}
      loading={isFetching && !data}
      rowKey={(row) => row.op_id}
      columns={columns}
      actionsTitle={t('common.actions')}
      invalidate={[onuPortKeys.ports(portId, onuId)]}
      area="onu"
      rowActions={[
        {
          key: 'edit',
          label: t('port.configure'),
          dialog: (row, onClose) => <UniPortDialog portId={portId} onuId={onuId} port={row} onClose={onClose} />,
        },
      ]}
    />
  );
}
