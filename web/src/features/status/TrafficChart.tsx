import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { EChart } from '../../components/EChart.tsx';
import { useTheme } from '../../lib/theme.ts';
import { formatBps, type TrafficSeries } from './statusData.ts';
import { trafficOption } from './statusCharts.ts';
import { ChartLoading } from './ChartLoading.tsx';

// Ant Design's default colours, as the chart had them from its theme: success green, the secondary border and text
const OUTBOUND = '#52c41a';
const GRID = '#f0f0f0';
const AXIS = 'rgba(0, 0, 0, 0.65)';

/**
 * The traffic chart, in a module of its own: ECharts is loaded and set up after the status home's first paint
 * (TrafficCard loads this lazily), so its code and set-up never hold up the page.
 */
export default function TrafficChart({
  series,
  height,
  label,
}: {
  series: TrafficSeries;
  height: number;
  label: string;
}) {
  const { t } = useTranslation('status');
  const primary = useTheme((s) => s.color);
  const option = useMemo(
    () =>
      trafficOption(series, {
        inboundName: t('traffic.inbound'),
        outboundName: t('traffic.outbound'),
        inboundColor: primary,
        outboundColor: OUTBOUND,
        gridColor: GRID,
        axisColor: AXIS,
        formatRate: formatBps,
      }),
    [series, t, primary],
  );
  // ECharts sets itself up in one go: in a task of its own, not in the one that rendered this module's arrival, which
  // is often the one where the rest of the console's deferred work (Ant Design's feedback host) renders too
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!isReady) return <ChartLoading />;
  return <EChart option={option} height={height} renderer="svg" label={label} />;
}
