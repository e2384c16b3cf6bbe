import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Input, Typography } from 'antd';
import { MonitorRefreshSeconds, type HealthSample, type TrafficSample } from '@olt/protocol';
import { EChart } from '../../components/EChart.tsx';
import { PageHeader, PortSelector } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortSelection } from '../../components/usePortSelection.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTheme } from '../../lib/theme.ts';
import { useTranslation } from '../../lib/translation.ts';
import { formatBps } from '../../lib/bitRate.ts';
import { healthOption, trafficOption } from './monitorCharts.ts';
import { useHealthHistory, usePortTraffic } from './monitorQueries.ts';
import { useRefreshSetting } from './refreshSetting.ts';

// Ant Design's success green, as the status home's outbound line
const SECOND_LINE = '#52c41a';
const CHART_HEIGHT = 280;

/**
 * System monitor (screens.md §18 `sys_monitor`): the CPU and memory history and one port's traffic rates, as the
 * device sampled them over the last hour, read again at the chosen interval.
 */
export function SysMonitorPage({ title }: PageProps) {
  const { t } = useTranslation('sysMonitor');
  const seconds = useRefreshSetting((s) => s.seconds);
  const selection = usePortSelection({ portType: 'port' });
  const health = useHealthHistory(seconds);
  const traffic = usePortTraffic(selection.portId, seconds);
  const lastHealth = health.data?.at(-1);
  const lastTraffic = traffic.data?.at(-1);
  const port = selection.ports.find((p) => p.id === selection.portId);
  const portName = port ? portOptionLabel(port) : String(selection.portId);
  const refresh = () => {
    void health.refetch();
    void traffic.refetch();
  };
  return (
    <Card variant="borderless" data-page="sys_monitor">
      <PageHeader
        title={title}
        actions={
          <Flex align="center" gap="middle">
            <RefreshInterval />
            <Button onClick={refresh} loading={health.isFetching || traffic.isFetching}>
              {t('refresh.now')}
            </Button>
          </Flex>
        }
      />
      <Typography.Paragraph type="secondary">
        {t('window')} · {seconds > 0 ? t('refresh.every', { seconds }) : t('refresh.stopped')}
      </Typography.Paragraph>
      <Flex vertical gap="large">
        <Card
          title={t('health.title')}
          size="small"
          extra={
            <Typography.Text type="secondary">
              {lastHealth
                ? `${t('health.latest', { cpu: lastHealth.cpu_usage, memory: lastHealth.memory_usage })} · `
                : ''}
              {t('health.high')}
            </Typography.Text>
          }
        >
          <HealthChart samples={health.data} isPending={health.isPending} />
        </Card>
        <Card
          title={t('traffic.title')}
          size="small"
          extra={
            <Flex align="center" gap="middle">
              {lastTraffic && (
                <Typography.Text type="secondary">
                  {t('traffic.latest', {
                    inbound: formatBps(lastTraffic.inbound_bps),
                    outbound: formatBps(lastTraffic.outbound_bps),
                  })}
                </Typography.Text>
              )}
              <PortSelector selection={selection} />
            </Flex>
          }
        >
          <TrafficChart samples={traffic.data} isPending={traffic.isPending} portName={portName} />
        </Card>
      </Flex>
    </Card>
  );
}

/** The interval as a number of seconds: 0 stops the polling; anything else outside 5–3600 is refused and not kept. */
function RefreshInterval() {
  const { t } = useTranslation('sysMonitor');
  const { seconds, setSeconds } = useRefreshSetting();
  // typed as text and never clamped: a value out of range is said so, not changed
  const [draft, setDraft] = useState<string>(String(seconds));
  const typed = /^\d{1,4}$/.test(draft.trim()) ? Number(draft.trim()) : null;
  const isValid = typed !== null && MonitorRefreshSeconds.safeParse(typed).success;
  const apply = () => {
    if (isValid && typed !== null) setSeconds(typed);
  };
  return (
    <Flex vertical>
      <Flex align="center" gap="small">
        <Typography.Text type="secondary">{t('refresh.label')}</Typography.Text>
        <Input
          aria-label={t('refresh.label')}
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          status={isValid ? undefined : 'error'}
          suffix={t('refresh.seconds')}
          style={{ width: 120 }}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={apply}
          onPressEnter={apply}
        />
        <Typography.Text type="secondary">{t('refresh.off')}</Typography.Text>
      </Flex>
      {!isValid && (
        <Typography.Text type="danger" role="alert">
          {t('refresh.invalid')}
        </Typography.Text>
      )}
    </Flex>
  );
}

function HealthChart({ samples, isPending }: { samples: HealthSample[] | undefined; isPending: boolean }) {
  const { t } = useTranslation('sysMonitor');
  const primary = useTheme((s) => s.color);
  const option = useMemo(
    () =>
      healthOption(samples ?? [], {
        cpuName: t('health.cpu'),
        memoryName: t('health.memory'),
        cpuColor: primary,
        memoryColor: SECOND_LINE,
      }),
    [samples, t, primary],
  );
  if (!isPending && (samples ?? []).length === 0) return <Empty description={t('noData')} />;
  return <EChart option={option} height={CHART_HEIGHT} renderer="svg" notMerge label={t('health.chart')} />;
}

function TrafficChart({
  samples,
  isPending,
  portName,
}: {
  samples: TrafficSample[] | undefined;
  isPending: boolean;
  portName: string;
}) {
  const { t } = useTranslation('sysMonitor');
  const primary = useTheme((s) => s.color);
  const option = useMemo(
    () =>
      trafficOption(
        samples ?? [],
        {
          inboundName: t('traffic.inbound'),
          outboundName: t('traffic.outbound'),
          inboundColor: primary,
          outboundColor: SECOND_LINE,
        },
        formatBps,
      ),
    [samples, t, primary],
  );
  if (!isPending && (samples ?? []).length === 0) return <Empty description={t('noData')} />;
  return (
    <EChart
      option={option}
      height={CHART_HEIGHT}
      renderer="svg"
      notMerge
      label={t('traffic.chart', { port: portName })}
    />
  );
}
