import { ONU_PERF_COUNTERS, type OnuPerf } from '@olt/protocol';

/** What is counted per port and interval; every other counter of OnuPerf is derived from these at read time. */
export const TALLY = {
  dsOctets: 0,
  usOctets: 1,
  dsFrames: 2,
  usFrames: 3,
  dsCrc: 4,
  usCrc: 5,
  dsDrops: 6,
  usDrops: 7,
  statusChanges: 8,
} as const;
export const TALLY_SIZE = 9;

/** Frame sizes 64…1518 of bulk downstream traffic and of chattier upstream traffic, and their mean size. */
const SIZES = {
  ds: { meanBytes: 1_020, shares: [0.18, 0.1, 0.04, 0.04, 0.06, 0.58] },
  us: { meanBytes: 420, shares: [0.45, 0.15, 0.06, 0.05, 0.07, 0.22] },
} as const;
const SIZE_NAMES = [
  '64Octets',
  '65to127Octets',
  '128to255Octets',
  '256to511Octets',
  '512to1023Octets',
  '1024to1518Octets',
];

/** One interval's traffic of `bytes` in one direction, added to a tally; CRC errors at `errorRate` per frame. */
export function addTraffic(tally: Float64Array, dir: 'ds' | 'us', bytes: number, errorRate: number): void {
  if (bytes <= 0) return;
  const frames = bytes / SIZES[dir].meanBytes;
  const ds = dir === 'ds';
  tally[ds ? TALLY.dsOctets : TALLY.usOctets] = (tally[ds ? TALLY.dsOctets : TALLY.usOctets] ?? 0) + bytes;
  tally[ds ? TALLY.dsFrames : TALLY.usFrames] = (tally[ds ? TALLY.dsFrames : TALLY.usFrames] ?? 0) + frames;
  tally[ds ? TALLY.dsCrc : TALLY.usCrc] = (tally[ds ? TALLY.dsCrc : TALLY.usCrc] ?? 0) + frames * errorRate;
}

/** Counts one event (a drop because a limit held the traffic back, a link change). */
export function bump(tally: Float64Array, index: number, by = 1): void {
  tally[index] = (tally[index] ?? 0) + by;
}

/** OnuPerf of a tally: whole counters, the derived ones in the device's proportions. */
export function perfOf(tally: Float64Array): OnuPerf {
  const out = Object.fromEntries(ONU_PERF_COUNTERS.map((name) => [name, 0])) as Record<string, number>;
  for (const dir of ['ds', 'us'] as const) {
    const ds = dir === 'ds';
    const frames = tally[ds ? TALLY.dsFrames : TALLY.usFrames] ?? 0;
    const crc = tally[ds ? TALLY.dsCrc : TALLY.usCrc] ?? 0;
    out[`${dir}Octets`] = tally[ds ? TALLY.dsOctets : TALLY.usOctets] ?? 0;
    out[`${dir}Frames`] = frames;
    out[`${dir}BroadcastFrames`] = frames * 0.01;
    out[`${dir}MulticastFrames`] = frames * (ds ? 0.04 : 0.005);
    out[`${dir}CrcErrorFrames`] = crc;
    out[`${dir}UndersizeFrames`] = crc * 0.2;
    out[`${dir}FragmentFrames`] = crc * 0.3;
    out[`${dir}ErrorFrames`] = crc;
    out[`${dir}DropEvents`] = tally[ds ? TALLY.dsDrops : TALLY.usDrops] ?? 0;
    out[`${dir}DiscardFrames`] = frames * 2e-6;
    SIZES[dir].shares.forEach((share, i) => {
      out[`${dir}Frames${SIZE_NAMES[i] ?? ''}`] = frames * share;
    });
  }
  out.statusChangeTimes = tally[TALLY.statusChanges] ?? 0;
  for (const name of ONU_PERF_COUNTERS) out[name] = Math.floor(out[name] ?? 0);
  return out as OnuPerf;
}
