import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/EChart.tsx';
import { formatBps, type TrafficSeries } from './statusData.ts';
import { trafficOption } from './statusCharts.ts';

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
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      trafficOption(series, {
        inboundName: t('traffic.inbound'),
        outboundName: t('traffic.outbound'),
        inboundColor: token.colorPrimary,
        outboundColor: token.colorSuccess,
        gridColor: token.colorBorderSecondary,
        axisColor: token.colorTextSecondary,
        formatRate: formatBps,
      }),
    [series, t, token.colorPrimary, token.colorSuccess, token.colorBorderSecondary, token.colorTextSecondary],
  );
  return <EChart option={option} height={height} renderer="svg" label={label} />;
}
