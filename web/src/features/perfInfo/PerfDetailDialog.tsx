import { Descriptions, Flex, Modal, Spin, Typography } from 'antd';
import { COUNTER_NAMES, type PortCounters } from '@olt/protocol';
import { QueueCountsTable } from '../../components/QueueCountsTable.tsx';
import { useAddition } from '../../lib/capabilities.ts';
import { useTranslation } from '../../lib/translation.ts';
import { usePortCounters } from './perfQueries.ts';

/**
 * Every counter of one port (PORT-05), receive and transmit side by side, and what each of its egress queues sent and
 * dropped as the scheduler shares it (QOS-X1).
 */
export function PerfDetailDialog({ portId, name, onClose }: { portId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('switchPort');
  const { data } = usePortCounters(portId);
  const hasQueues = useAddition('QOS-X1');
  const side = (dir: 'rx' | 'tx', counters: PortCounters) => (
    <Descriptions size="small" column={1} bordered title={t(`perf.${dir}`)} style={{ flex: 1 }}>
      {COUNTER_NAMES.map((n) => (
        <Descriptions.Item key={n} label={t(`perf.counter.${n}`)}>
          {counters[`${dir}_${n}`].toLocaleString()}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
  return (
    <Modal open width={760} footer={null} title={t('perf.detailTitle', { port: name })} onCancel={onClose}>
      {data ? (
        <Flex gap="middle">
          {side('rx', data)}
          {side('tx', data)}
        </Flex>
      ) : (
        <Spin />
      )}
      {hasQueues && (
        <section aria-label={t('perf.queuesTitle')} style={{ marginTop: 16 }}>
          <Typography.Title level={5}>{t('perf.queuesTitle')}</Typography.Title>
          <QueueCountsTable portId={portId} />
        </section>
      )}
    </Modal>
  );
}
