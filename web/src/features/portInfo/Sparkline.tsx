import type { TrafficSample } from '@olt/protocol';

const WIDTH = 96;
const HEIGHT = 22;

/** Inbound and outbound rates of the last few minutes, as two lines on one scale; nothing to draw without points. */
export function Sparkline({ samples, label }: { samples: readonly TrafficSample[]; label: string }) {
  if (samples.length < 2) return null;
  const top = Math.max(1, ...samples.map((s) => Math.max(s.inbound_bps, s.outbound_bps)));
  const line = (pick: (s: TrafficSample) => number) =>
    samples
      .map(
        (s, i) =>
          `${((i / (samples.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - (pick(s) / top) * (HEIGHT - 2) - 1).toFixed(1)}`,
      )
      .join(' ');
  return (
    <svg width={WIDTH} height={HEIGHT} role="img" aria-label={label} style={{ display: 'block' }}>
      <polyline points={line((s) => s.inbound_bps)} fill="none" stroke="#1677ff" strokeWidth={1.2} />
      <polyline points={line((s) => s.outbound_bps)} fill="none" stroke="#52c41a" strokeWidth={1.2} />
    </svg>
  );
}

/** A rate as people read it: `950 bit/s`, `3.2 Mbit/s`, `1.05 Gbit/s`. */
export function formatBps(bps: number): string {
  const units = ['bit/s', 'kbit/s', 'Mbit/s', 'Gbit/s'];
  let value = bps;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
