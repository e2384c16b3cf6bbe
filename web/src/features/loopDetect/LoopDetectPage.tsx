import { Button, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { onuLabel, type LoopSide, type PonLoopRow, type UplinkLoopRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { LoopSettings } from './LoopSettings.tsx';
import { usePonLoops, useUplinkLoops } from './loopQueries.ts';

/**
 * Loop detection (screens.md §12.6): for the ONUs and for the uplinks, the settings and what the probes found now,
 * blocked or recovered.
 */
export function LoopDetectPage({ title }: PageProps) {
  const { t } = useTranslation('switchPort');
  const tab = (side: LoopSide) => (
    <Flex vertical gap="large">
      <LoopSettings side={side} />
      {side === 'pon' ? <PonLoops /> : <UplinkLoops />}
    </Flex>
  );
  return (
    <Card variant="borderless" data-page="loop_detect">
      <PageHeader title={title} />
      <Tabs
        items={[
          { key: 'pon', label: t('loop.ponTab'), children: tab('pon') },
          { key: 'uplink', label: t('loop.uplinkTab'), children: tab('uplink') },
        ]}
      />
    </Card>
  );
}

const blocked = (isBlocked: boolean, label: string) => (isBlocked ? <Tag color="red">{label}</Tag> : '-');

function PonLoops() {
  const { t } = useTranslation('switchPort');
  const loops = usePonLoops();
  return (
    <LoopList title={t('loop.info')} onRefresh={() => void loops.refetch()} isFetching={loops.isFetching}>
      <DataTable<PonLoopRow>
        rowKey={(r) => `${r.port_id}/${r.onu_id}`}
        dataSource={loops.data}
        loading={loops.isPending}
        pageSize={false}
        locale={{ emptyText: t('loop.none') }}
        columns={[
          { title: t('loop.col.onu'), key: 'onu', render: (_, r) => onuLabel(r.port_id, r.onu_id) },
          { title: t('loop.col.status'), key: 'status', render: (_, r) => (r.status ? t('loop.detected') : '-') },
          {
            title: t('loop.col.onuStatus'),
            key: 'blocked',
            render: (_, r) => blocked(r.onu_status === 1, t('loop.onuBlocked')),
          },
          { title: t('loop.col.loopback'), key: 'back', render: (_, r) => onuLabel(r.ld_port_id, r.ld_onu_id) },
        ]}
      />
    </LoopList>
  );
}

function UplinkLoops() {
  const { t } = useTranslation('switchPort');
  const loops = useUplinkLoops();
  const ports = usePortOptions();
  const name = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  return (
    <LoopList title={t('loop.info')} onRefresh={() => void loops.refetch()} isFetching={loops.isFetching}>
      <DataTable<UplinkLoopRow>
        rowKey={(r) => r.port_id}
        dataSource={loops.data}
        loading={loops.isPending}
        pageSize={false}
        locale={{ emptyText: t('loop.none') }}
        columns={[
          { title: t('col.port'), key: 'port', render: (_, r) => name(r.port_id) },
          { title: t('loop.col.status'), key: 'status', render: (_, r) => (r.status ? t('loop.detected') : '-') },
          {
            title: t('loop.col.portStatus'),
            key: 'blocked',
            render: (_, r) => blocked(r.port_status === 1, t('loop.portBlocked')),
          },
          { title: t('loop.col.loopbackPort'), key: 'back', render: (_, r) => name(r.ld_port_id) },
        ]}
      />
    </LoopList>
  );
}

function LoopList({
  title,
  onRefresh,
  isFetching,
  children,
}: {
  title: string;
  onRefresh: () => void;
  isFetching: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('switchPort');
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button onClick={onRefresh} loading={isFetching}>
          {t('refresh')}
        </Button>
      </Flex>
      {children}
    </Flex>
  );
}
