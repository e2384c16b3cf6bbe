import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { portLabel, type PortCounts, type PortInfo } from '@olt/protocol';
import { PlainEmpty } from '../../components/plain/PlainEmpty.tsx';
import { useAfterPaint } from '../../lib/useAfterPaint.ts';
import { useTraffic } from './statusQueries.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { formatBps, latestRate, trafficSeries } from './statusData.ts';
import { StatusCard } from './StatusCard.tsx';
import { ChartLoading } from './ChartLoading.tsx';

const TrafficChart = lazy(() => import('./TrafficChart.tsx'));

const ALL = 'all';
const CHART_PX = 248;

/** Inbound and outbound bits per second of the uplinks over the last half hour, a new point every 5 s. */
export function TrafficCard({ counts, ports }: { counts: PortCounts | undefined; ports: PortInfo[] | undefined }) {
  const { t } = useTranslation(['status', 'forward']);
  const isOffered = useAddition('MON-01');
  // the history (about 90 KB) and the chart come after the page's first paint
  const traffic = useTraffic(useAfterPaint() && isOffered);
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
  const rate = (direction: 'in' | 'out', icon: ReactNode, label: string, bps: number, testId: string) => (
    <span className={`olt-status-rate olt-status-rate--${direction}`}>
      {icon}
      <span className="olt-status-faint">{label}</span>
      <span className="olt-status-strong" data-testid={testId}>
        {formatBps(bps)}
      </span>
    </span>
  );

  return (
    <StatusCard
      title={t('traffic.title')}
      extra={
        <div className="olt-status-rates">
          {rate('in', <ArrowDownOutlined />, t('traffic.inbound'), latestRate(series.inbound), 'rate-inbound')}
          {rate('out', <ArrowUpOutlined />, t('traffic.outbound'), latestRate(series.outbound), 'rate-outbound')}
        </div>
      }
    >
      <div className="olt-status-traffic">
        <div className="olt-status-segmented" role="group" aria-label={t('traffic.choice')}>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={option.value === choice}
              title={option.label}
              onClick={() => setChoice(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        {!isOffered ? (
          <PlainEmpty description={t('forward:traffic')} style={{ height: CHART_PX }} />
        ) : !traffic.data ? (
          traffic.isError ? (
            <PlainEmpty description={t('loadFailed')} style={{ height: CHART_PX }} />
          ) : (
            <ChartLoading />
          )
        ) : series.inbound.length === 0 ? (
          <PlainEmpty description={t('traffic.noData')} style={{ height: CHART_PX }} />
        ) : (
          <Suspense fallback={<ChartLoading />}>
            <TrafficChart series={series} height={CHART_PX} label={t('traffic.chart', { name: chosenName })} />
          </Suspense>
        )}
      </div>
    </StatusCard>
  );
}
