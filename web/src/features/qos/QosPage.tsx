import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Select, Table, Typography } from 'antd';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueueCountsTable } from '../../components/QueueCountsTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useMayWrite } from '../../lib/access.ts';
import { useTranslation } from '../../lib/translation.ts';
import { QueueMapDialog, SchedulerDialog } from './QosDialogs.tsx';
import { useQos } from './qosQueries.ts';

type Open = 'map' | 'scheduler' | null;

/**
 * QoS (screens.md §15.4): the priority each queue serves and the egress scheduler, and (ours) what each queue of a
 * port sends and drops, so the effect of the scheduler on a congested port is seen, not guessed.
 */
export function QosPage({ title }: { title: string }) {
  const { t } = useTranslation('acl');
  const qos = useQos();
  const mayWrite = useMayWrite('switch');
  const [open, setOpen] = useState<Open>(null);
  const data = qos.data;
  return (
    <Card variant="borderless" data-page="qos">
      <PageHeader title={title} />
      <Flex vertical gap="large">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'mode',
              label: t('qos.cmode'),
              children: data ? t(`qos.cmodeName.${data.cmode}` as 'qos.cmodeName.SP', data.cmode) : '—',
            },
          ]}
        />
        <Card
          size="small"
          title={t('qos.mapTitle')}
          extra={
            <Button disabled={!mayWrite || !data} onClick={() => setOpen('map')}>
              {t('qos.setting')}
            </Button>
          }
        >
          <Table
            size="small"
            pagination={false}
            loading={qos.isPending}
            rowKey="queue"
            dataSource={(data?.cosq ?? []).map((priority, queue) => ({ queue, priority }))}
            columns={[
              { title: t('qos.queueCol'), key: 'q', render: (_, r) => t('qos.queue', { q: r.queue }) },
              { title: t('qos.priority'), dataIndex: 'priority', key: 'p' },
            ]}
          />
        </Card>
        <Card
          size="small"
          title={t('qos.schedulerTitle')}
          extra={
            <Button disabled={!mayWrite || !data} onClick={() => setOpen('scheduler')}>
              {t('qos.setting')}
            </Button>
          }
        >
          <Table
            size="small"
            pagination={false}
            loading={qos.isPending}
            rowKey="cos"
            dataSource={data?.queue ?? []}
            columns={[
              { title: t('qos.queueCol'), key: 'q', render: (_, r) => t('qos.queue', { q: r.cos }) },
              { title: t('qos.modeCol'), key: 'mode', render: (_, r) => t(`qos.mode.${r.mode}`) },
              { title: t('qos.weight'), dataIndex: 'weight', key: 'weight' },
            ]}
          />
        </Card>
        <QueueCountsCard />
      </Flex>
      {open === 'map' && data && <QueueMapDialog qos={data} onClose={() => setOpen(null)} />}
      {open === 'scheduler' && data && <SchedulerDialog qos={data} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function QueueCountsCard() {
  const { t } = useTranslation('acl');
  const ports = usePortOptions();
  const firstUplink = ports.find((p) => p.kind !== 'pon')?.id;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const portId = chosen ?? firstUplink;
  return (
    <Card
      size="small"
      title={t('qos.countsTitle')}
      extra={
        <Select
          aria-label={t('qos.port')}
          showSearch={{ optionFilterProp: 'label' }}
          value={portId}
          onChange={setChosen}
          options={ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }))}
          style={{ width: 160 }}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('qos.countsNote')}</Typography.Paragraph>
      <QueueCountsTable portId={portId} />
    </Card>
  );
}
