import { describe, expect, it } from 'vitest';
import { TRAFFIC_WINDOW_MS, trafficOption } from './statusCharts.ts';
import { formatBps } from './statusData.ts';

const look = {
  inboundName: 'In',
  outboundName: 'Out',
  inboundColor: '#111111',
  outboundColor: '#222222',
  gridColor: '#333333',
  axisColor: '#444444',
  formatRate: formatBps,
};
const xAxisOf = (option: ReturnType<typeof trafficOption>) => option.xAxis as { min: number; max: number };

describe('trafficOption', () => {
  it('shows the last half hour of a long history', () => {
    const points: [number, number][] = Array.from({ length: 500 }, (_, i) => [i * 5_000, i]);
    const axis = xAxisOf(trafficOption({ inbound: points, outbound: points }, look));
    expect(axis.max).toBe(499 * 5_000);
    expect(axis.max - axis.min).toBe(TRAFFIC_WINDOW_MS.max);
  });

  it('gives a device that just started at least five minutes, so its first points do not fill the card', () => {
    const points: [number, number][] = [
      [60_000, 1],
      [65_000, 2],
    ];
    const axis = xAxisOf(trafficOption({ inbound: points, outbound: points }, look));
    expect(axis.max - axis.min).toBe(TRAFFIC_WINDOW_MS.min);
  });

  it('draws inbound and outbound as two named series', () => {
    const option = trafficOption({ inbound: [[1, 5]], outbound: [[1, 7]] }, look);
    const series = option.series as { name: string; data: unknown }[];
    expect(series.map((s) => s.name)).toEqual(['In', 'Out']);
    expect(series[1]?.data).toEqual([[1, 7]]);
  });
});
