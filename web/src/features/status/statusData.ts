import type { PonCounts, PortInfo, TrafficSample } from '@olt/protocol';

/** PON ports whose link is up (SYS-13 / SYS-X1 `status` 1). */
export const portsUp = (pons: readonly Pick<PonCounts, 'status'>[]): number =>
  pons.filter((pon) => pon.status === 1).length;

/** Uplink state as the original draws its icon: disabled by the operator, enabled without link, or up. */
type UplinkState = 'up' | 'down' | 'disabled';
export function uplinkState(port: Pick<PortInfo, 'admin_status' | 'link_status'>): UplinkState {
  if (port.admin_status < 1) return 'disabled';
  return port.link_status >= 1 ? 'up' : 'down';
}

/** `1000M` → `1G`; `0M` means the device does not know, shown as "--" (api.md PortInfo). */
export function speedText(speed: string): string {
  const mbps = Number.parseInt(speed, 10);
  if (!Number.isFinite(mbps) || mbps <= 0) return '--';
  return mbps >= 1000 ? `${mbps / 1000}G` : `${mbps}M`;
}

/** CPU and memory use of 70 % and more is drawn as a problem (api.md SYS-12). */
const USAGE_PROBLEM_PERCENT = 70;
export const isUsageProblem = (percent: number): boolean => percent >= USAGE_PROBLEM_PERCENT;

// the status home and the system monitor write rates alike
export { formatBps } from '../../lib/bitRate.ts';

export interface TrafficSeries {
  /** [time in ms, bits per second], oldest first */
  inbound: [number, number][];
  outbound: [number, number][];
}

/**
 * The chart series of one uplink, or of several added up (a LAG or every uplink). Ports are sampled at the same
 * instants, so samples are added by time; an instant one port lacks counts as zero for it.
 */
export function trafficSeries(
  ports: readonly { port_id: number; samples: readonly TrafficSample[] }[],
  portIds: readonly number[],
): TrafficSeries {
  const wanted = new Set(portIds);
  const byTime = new Map<number, [number, number]>();
  for (const port of ports) {
    if (!wanted.has(port.port_id)) continue;
    for (const s of port.samples) {
      const sum = byTime.get(s.time_ms) ?? [0, 0];
      sum[0] += s.inbound_bps;
      sum[1] += s.outbound_bps;
      byTime.set(s.time_ms, sum);
    }
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  return {
    inbound: times.map((t) => [t, byTime.get(t)?.[0] ?? 0]),
    outbound: times.map((t) => [t, byTime.get(t)?.[1] ?? 0]),
  };
}

/** The newest point of a series, 0 when there is none yet. */
export const latestRate = (points: readonly [number, number][]): number => points.at(-1)?.[1] ?? 0;

/** Uptime `[days, h, m, s]` (TIME-01) as seconds, so it can tick on locally. */
export function uptimeSeconds(uptime: readonly number[]): number {
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = uptime;
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** Splits seconds back into days, hours, minutes and seconds for display. */
export function uptimeParts(totalSeconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * The board temperature, when the device reports one with its CPU figures (`temperature`, °C); the original's
 * SYS-12 answer has none, so the card leaves the line out rather than showing a made-up value.
 */
export function boardTemperature(cpu: object | undefined): number | null {
  const value = cpu && 'temperature' in cpu ? cpu.temperature : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
