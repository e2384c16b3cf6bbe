import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Card, Empty, Flex, Segmented, Skeleton, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { portLabel, type PortCounts, type PortInfo } from '@olt/protocol';
import { useAfterPaint } from '../../lib/useAfterPaint.ts';
import { useTraffic } from './statusQueries.ts';
import { formatBps, latestRate, trafficSeries } from './statusData.ts';

const TrafficChart = lazy(() => import('./TrafficChart.tsx'));

const ALL = 'all';
const CHART_PX = 248;

/** Inbound and outbound bits per second of the uplinks over the last half hour, a new point every 5 s. */
export function TrafficCard({ counts, ports }: { counts: PortCounts | undefined; ports: PortInfo[] | undefined }) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  // the history (about 90 KB) and the chart come after the page's first paint
  const traffic = useTraffic(useAfterPaint());
  const [choice, setChoice] = useState<string>(ALL);

  const { uplinks, series } = useMemo(() => {
    const list = counts && ports ? ports.filter((p) => p.port_id > counts.ponports) : [];
    const ids = list.map((p) => p.port_id).filter((id) => choice === ALL || String(id) === choice);
    return { uplinks: list, series: trafficSeries(traffic.data ?? [], ids) };
  }, [counts, ports, choice, traffic.data]);
  const chosen = uplinks.find((p) => String(p.port_id) === choice);
  const chosenName = chosen && counts ? portLabel(chosen.port_id, counts, chosen.link_aggregation) : t('traffic.total');
  const options = [
    { value: ALL, label: t('traffic.total') },
    ...uplinks.map((p) => ({
      value: String(p.port_id),
      label: counts ? portLabel(p.port_id, counts, p.link_aggregation) : String(p.port_id),
    })),
  ];
  const rate = (icon: ReactNode, label: string, bps: number, color: string, testId: string) => (
    <Flex align="center" gap={4}>
      <span style={{ color }}>{icon}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ color }} data-testid={testId}>
        {formatBps(bps)}
      </Typography.Text>
    </Flex>
  );

  return (
    <Card
      size="small"
      title={t('traffic.title')}
      style={{ height: '100%' }}
      extra={
        <Flex gap="middle">
          {rate(
            <ArrowDownOutlined />,
            t('traffic.inbound'),
            latestRate(series.inbound),
            token.colorPrimary,
            'rate-inbound',
          )}
          {rate(
            <ArrowUpOutlined />,
            t('traffic.outbound'),
            latestRate(series.outbound),
            token.colorSuccess,
            'rate-outbound',
          )}
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <Segmented
          size="small"
          options={options}
          value={choice}
          onChange={(v) => setChoice(String(v))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        {!traffic.data ? (
          traffic.isError ? (
            <Empty description={t('loadFailed')} style={{ height: CHART_PX }} />
          ) : (
            <Skeleton active style={{ height: CHART_PX }} />
          )
        ) : series.inbound.length === 0 ? (
          <Empty description={t('traffic.noData')} style={{ height: CHART_PX }} />
        ) : (
          <Suspense fallback={<Skeleton active style={{ height: CHART_PX }} />}>
            <TrafficChart series={series} height={CHART_PX} label={t('traffic.chart', { name: chosenName })} />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}
