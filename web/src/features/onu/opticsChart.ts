import { use as registerCharts, type ComposeOption } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type MarkLineComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { OpticalHistory } from '@olt/protocol';

registerCharts([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

type HistoryOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | MarkLineComponentOption | TooltipComponentOption
>;

interface HistoryLook {
  rxName: string;
  rxMinName: string;
  baselineText: (dbm: string) => string;
  thresholdText: (dbm: string) => string;
  weakText: (dbm: string) => string;
  lineColor: string;
  warnColor: string;
  errorColor: string;
  mutedColor: string;
}

const dbm = (value: number) => value.toFixed(1);

/**
 * The receive power over time with the ONU's baseline, the level below which it drifts (baseline − threshold) and
 * the weak level; the bucket minimum is drawn too, so a short dip inside an averaged bucket stays visible.
 */
export function historyOption(history: OpticalHistory, look: HistoryLook): HistoryOption {
  const at = (time: number) => time * 1000;
  const lines: NonNullable<MarkLineComponentOption['data']> = [
    {
      yAxis: history.weak_dbm,
      label: { formatter: look.weakText(dbm(history.weak_dbm)), position: 'insideEndBottom' },
      lineStyle: { color: look.errorColor },
    },
  ];
  if (history.baseline_dbm !== null) {
    const driftLevel = history.baseline_dbm - history.threshold_db;
    lines.push(
      {
        yAxis: history.baseline_dbm,
        label: { formatter: look.baselineText(dbm(history.baseline_dbm)), position: 'insideEndTop' },
        lineStyle: { color: look.mutedColor },
      },
      {
        yAxis: driftLevel,
        label: { formatter: look.thresholdText(dbm(driftLevel)), position: 'insideEndBottom' },
        lineStyle: { color: look.warnColor },
      },
    );
  }
  const values = history.points.flatMap((p) => [p.rx_dbm, p.rx_min_dbm]);
  const low = Math.min(history.weak_dbm, ...values);
  const high = Math.max(history.baseline_dbm ?? history.weak_dbm, ...values);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    legend: { top: 0, data: [look.rxName, look.rxMinName] },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${dbm(Number(v))} dBm` },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', min: Math.floor(low - 1), max: Math.ceil(high + 1), axisLabel: { formatter: '{value}' } },
    series: [
      {
        name: look.rxName,
        type: 'line',
        showSymbol: false,
        data: history.points.map((p) => [at(p.time), p.rx_dbm]),
        lineStyle: { color: look.lineColor, width: 2 },
        itemStyle: { color: look.lineColor },
        markLine: { symbol: 'none', silent: true, lineStyle: { type: 'dashed' }, data: lines },
      },
      {
        name: look.rxMinName,
        type: 'line',
        showSymbol: false,
        data: history.points.map((p) => [at(p.time), p.rx_min_dbm]),
        lineStyle: { color: look.mutedColor, width: 1 },
        itemStyle: { color: look.mutedColor },
      },
    ],
  };
}
