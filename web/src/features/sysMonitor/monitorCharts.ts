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
import type { HealthSample, TrafficSample } from '@olt/protocol';

registerCharts([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

export type MonitorOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | MarkLineComponentOption | TooltipComponentOption
>;

/** The device keeps an hour; the charts always span it, so the points of a device that just started stay honest. */
export const MONITOR_WINDOW_MS = 60 * 60_000;
/** The original drew CPU and memory points at or above this in red (screens.md §9.1). */
export const HIGH_USE_PERCENT = 70;

const HIGH = '#ff4d4f';
const GRID = '#f0f0f0';
const AXIS = 'rgba(0, 0, 0, 0.65)';

interface Line {
  name: string;
  color: string;
  data: [number, number][];
}

function base(lastMs: number, lines: Line[], formatValue: (v: number) => string, yMax?: number): MonitorOption {
  return {
    // a new point every few seconds: animating each one would make the chart crawl sideways
    animation: false,
    legend: { top: 0, textStyle: { color: AXIS } },
    grid: { left: 8, right: 16, top: 32, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: { trigger: 'axis', valueFormatter: (value) => formatValue(Number(value)) },
    xAxis: {
      type: 'time',
      min: lastMs - MONITOR_WINDOW_MS,
      max: lastMs,
      axisLabel: { color: AXIS, formatter: '{HH}:{mm}', hideOverlap: true },
      axisLine: { lineStyle: { color: GRID } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: yMax,
      axisLabel: { color: AXIS, formatter: (value: number) => formatValue(value) },
      splitLine: { lineStyle: { color: GRID, type: 'dashed' } },
    },
    series: lines.map((l): LineSeriesOption => ({
      type: 'line',
      name: l.name,
      data: l.data,
      showSymbol: false,
      lineStyle: { width: 1.5, color: l.color },
      itemStyle: { color: l.color },
    })),
  };
}

/** CPU and memory in percent over the last hour, with the high-load line. */
export function healthOption(
  samples: readonly HealthSample[],
  look: { cpuName: string; memoryName: string; cpuColor: string; memoryColor: string },
): MonitorOption {
  const lastMs = samples.at(-1)?.time_ms ?? 0;
  const option = base(
    lastMs,
    [
      { name: look.cpuName, color: look.cpuColor, data: samples.map((s) => [s.time_ms, s.cpu_usage]) },
      { name: look.memoryName, color: look.memoryColor, data: samples.map((s) => [s.time_ms, s.memory_usage]) },
    ],
    (v) => `${v}%`,
    100,
  );
  const [cpu] = option.series as LineSeriesOption[];
  if (cpu) {
    cpu.markLine = {
      silent: true,
      symbol: 'none',
      label: { show: false },
      lineStyle: { color: HIGH, type: 'dashed' },
      data: [{ yAxis: HIGH_USE_PERCENT }],
    };
  }
  return option;
}

/** A port's inbound and outbound rates over the last hour. */
export function trafficOption(
  samples: readonly TrafficSample[],
  look: { inboundName: string; outboundName: string; inboundColor: string; outboundColor: string },
  formatRate: (bps: number) => string,
): MonitorOption {
  return base(
    samples.at(-1)?.time_ms ?? 0,
    [
      { name: look.inboundName, color: look.inboundColor, data: samples.map((s) => [s.time_ms, s.inbound_bps]) },
      { name: look.outboundName, color: look.outboundColor, data: samples.map((s) => [s.time_ms, s.outbound_bps]) },
    ],
    formatRate,
  );
}
