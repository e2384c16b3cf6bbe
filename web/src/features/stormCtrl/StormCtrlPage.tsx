import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { StormEvent, StormLimits } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { StormDialog } from './StormDialog.tsx';
import { stormKeys, useStormEvents, useStormLimits } from './stormQueries.ts';

const KINDS = ['broadcast', 'multicast', 'unicast'] as const;

/**
 * Storm control (screens.md §12.3): per port a packets-per-second limit for broadcast, multicast and unicast frames,
 * 0 = off. Above the table the storms the device sees now and saw lately, and whether a limit held them.
 */
export function StormCtrlPage({ title }: PageProps) {
  const { t } = useTranslation('switchPort');
  const ports = usePortOptions();
  const limits = useStormLimits();
  const events = useStormEvents();
  const name = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const stormLine = (e: StormEvent) => {
    const what = {
      port: name(e.port_id),
      kind: t(`storm.field.${e.kind}`),
      offered: e.offered_pps,
      passed: e.passed_pps,
      since: e.since,
    };
    const line = t(e.suppressed ? 'storm.eventHeld' : 'storm.eventCarried', what);
    return e.ended ? `${line} ${t('storm.endedAt', { ended: e.ended })}` : line;
  };
  const storms = events.data ?? [];
  const isStormNow = storms.some((e) => e.ended === '');
  return (
    <Card variant="borderless" data-page="stormctrl">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void Promise.all([limits.refetch(), events.refetch()])} loading={limits.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('storm.tip')}</Typography.Text>
        {storms.length > 0 && (
          <Alert
            type={storms.some((e) => e.ended === '' && !e.suppressed) ? 'error' : isStormNow ? 'warning' : 'info'}
            showIcon
            title={t('storm.now')}
            description={
              <Flex vertical>
                {storms.map((e) => (
                  <Typography.Text key={`${e.port_id}|${e.kind}|${e.since}`} type={e.ended ? 'secondary' : undefined}>
                    {stormLine(e)}
                  </Typography.Text>
                ))}
              </Flex>
            }
          />
        )}
        <EntityTable<StormLimits>
          rows={limits.data ?? []}
          loading={limits.isPending}
          rowKey={(r) => r.port_id}
          area="switch"
          invalidate={[stormKeys.all]}
          actionsTitle={t('col.actions')}
          columns={[
            { title: t('col.port'), key: 'port', render: (_, r) => name(r.port_id) },
            ...KINDS.map((kind) => ({
              title: t(`storm.col.${kind}`),
              key: kind,
              render: (_: unknown, r: StormLimits) =>
                r[kind] === 0 ? <Tag>{t('storm.off')}</Tag> : t('storm.pps', { pps: r[kind] }),
            })),
          ]}
          rowActions={[
            {
              key: 'setting',
              label: t('setting'),
              dialog: (row, onClose) => <StormDialog row={row} portName={name(row.port_id)} onClose={onClose} />,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
