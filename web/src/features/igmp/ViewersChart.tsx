import { useMemo } from 'react';
import { Card, Empty, theme } from 'antd';
import { use as registerCharts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { useViewers } from './igmpQueries.ts';

registerCharts([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** The most watched programs now, from the device's own group table. */
export function ViewersChart() {
  const { t } = useTranslation('igmp');
  const { token } = theme.useToken();
  const viewers = useViewers().data ?? [];
  const top = viewers.filter((v) => v.now > 0).slice(0, 12);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' as const },
      grid: { left: 100, right: 24, top: 8, bottom: 24 },
      xAxis: { type: 'value' as const, minInterval: 1 },
      yAxis: { type: 'category' as const, inverse: true, data: top.map((v) => v.multi_ip) },
      series: [
        {
          type: 'bar' as const,
          name: t('viewers.now'),
          data: top.map((v) => v.now),
          itemStyle: { color: token.colorPrimary },
        },
      ],
    }),
    [top, t, token],
  );
  return (
    <Card size="small" title={t('viewers.title')} style={{ marginTop: 16 }}>
      {top.length === 0 ? (
        <Empty description={t('viewers.none')} />
      ) : (
        <EChart
          option={option}
          notMerge
          height={Math.max(160, top.length * 26)}
          renderer="svg"
          label={t('viewers.label')}
        />
      )}
    </Card>
  );
}
