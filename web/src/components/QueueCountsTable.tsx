import { Progress, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { QUEUE_MODE, qosQueueCounts, type QueueCount } from '@olt/protocol';
import { call } from '../lib/apiClient.ts';
import { useTranslation } from '../lib/translation.ts';

/** QOS-X1's keys: the QoS screen's writes invalidate them through `qos`, a clear of port counters through the whole. */
export const QUEUE_COUNTS_KEY = ['qos', 'counts'] as const;
const queueCountsKey = (portId: number) => [...QUEUE_COUNTS_KEY, portId] as const;

/** A port's queues as they send and drop (QOS-X1), read while shown. */
export const useQueueCounts = (portId: number | undefined) =>
  useQuery({
    queryKey: queueCountsKey(portId ?? 0),
    queryFn: () => call(qosQueueCounts, { query: { port_id: portId as number } }),
    enabled: portId !== undefined,
    refetchInterval: 5_000,
  });

const dropShare = (q: QueueCount) => {
  const total = q.tx_frame + q.drop_frame;
  return total === 0 ? 0 : Math.round((q.drop_frame / total) * 1000) / 10;
};

/**
 * What each egress queue of a port sent and dropped, with the priorities it serves and how the scheduler shares the
 * port: the QoS screen's card and the port statistics' detail show the same table.
 */
export function QueueCountsTable({ portId }: { portId: number | undefined }) {
  const { t } = useTranslation('acl');
  const counts = useQueueCounts(portId);
  return (
    <Table<QueueCount>
      size="small"
      pagination={false}
      loading={counts.isPending}
      rowKey="queue"
      dataSource={counts.data?.queues ?? []}
      columns={[
        { title: t('qos.queueCol'), key: 'q', render: (_, q) => t('qos.queue', { q: q.queue }) },
        {
          title: t('qos.priorities'),
          key: 'p',
          render: (_, q) => (q.priorities.length > 0 ? q.priorities.join(', ') : '—'),
        },
        {
          title: t('qos.modeCol'),
          key: 'mode',
          render: (_, q) =>
            q.mode === QUEUE_MODE.wrr ? (
              <Tag color="blue">{t('qos.wrrWeight', { w: q.weight })}</Tag>
            ) : (
              <Tag>{t('qos.mode.SP')}</Tag>
            ),
        },
        { title: t('qos.sent'), key: 'tx', align: 'right', render: (_, q) => q.tx_frame.toLocaleString() },
        { title: t('qos.dropped'), key: 'drop', align: 'right', render: (_, q) => q.drop_frame.toLocaleString() },
        {
          title: t('qos.dropShare'),
          key: 'share',
          width: 200,
          render: (_, q) => (
            <Progress
              percent={dropShare(q)}
              size="small"
              status={dropShare(q) > 5 ? 'exception' : 'normal'}
              aria-label={t('qos.dropShareOf', { q: q.queue })}
            />
          ),
        },
      ]}
    />
  );
}
