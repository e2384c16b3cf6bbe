import { use as registerCharts, type ComposeOption } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { TrafficSeries } from './statusData.ts';

// only the traffic chart, loaded after the status home's first paint (TrafficChart.tsx); SVG keeps it crisp at any zoom
registerCharts([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

type TrafficOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

interface TrafficLook {
  inboundName: string;
  outboundName: string;
  inboundColor: string;
  outboundColor: string;
  gridColor: string;
  axisColor: string;
  formatRate: (bps: number) => string;
}

const area = (color: string) => ({
  type: 'linear' as const,
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: `${color}55` },
    { offset: 1, color: `${color}05` },
  ],
});

/** The chart shows at most the last half hour, and at least five minutes so a device that just started does not
 * stretch its first points across the card. */
export const TRAFFIC_WINDOW_MS = { max: 30 * 60_000, min: 5 * 60_000 } as const;

/** Inbound and outbound bits per second over time, as two soft areas on one time axis. */
export function trafficOption(series: TrafficSeries, look: TrafficLook): TrafficOption {
  const lastMs = series.inbound.at(-1)?.[0] ?? 0;
  const firstMs = series.inbound[0]?.[0] ?? lastMs;
  const spanMs = Math.min(TRAFFIC_WINDOW_MS.max, Math.max(TRAFFIC_WINDOW_MS.min, lastMs - firstMs));
  const line = (name: string, data: [number, number][], color: string): LineSeriesOption => ({
    type: 'line',
    name,
    data,
    showSymbol: false,
    smooth: 0.25,
    lineStyle: { width: 1.5, color },
    itemStyle: { color },
    areaStyle: { color: area(color) },
  });
  return {
    // a new point every 5 s: animating each one would make the chart crawl sideways
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: { trigger: 'axis', valueFormatter: (value) => look.formatRate(Number(value)) },
    xAxis: {
      type: 'time',
      min: lastMs - spanMs,
      max: lastMs,
      axisLabel: { color: look.axisColor, formatter: '{HH}:{mm}', hideOverlap: true },
      axisLine: { lineStyle: { color: look.gridColor } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      axisLabel: { color: look.axisColor, formatter: (value: number) => look.formatRate(value) },
      splitLine: { lineStyle: { color: look.gridColor, type: 'dashed' } },
    },
    series: [
      line(look.inboundName, series.inbound, look.inboundColor),
      line(look.outboundName, series.outbound, look.outboundColor),
    ],
  };
}
