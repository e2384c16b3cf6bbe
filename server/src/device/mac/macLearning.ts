import type { Onu } from '../onus/onuModel.ts';

const hex = (n: number): string => n.toString(16).padStart(2, '0');
const bytesOf = (mac: string): number[] => mac.split(':').map((b) => Number.parseInt(b, 16));

/**
 * The MACs the device sees behind an ONU: its own and the customer's devices behind it (one to three, fixed for the
 * ONU, so the same ONU always brings the same hosts). Hosts carry locally administered addresses made from the
 * ONU's, so they never collide with another ONU's.
 */
export function macsBehind(onu: Pick<Onu, 'mac'>): string[] {
  const b = bytesOf(onu.mac);
  const hosts = 1 + ((b[5] ?? 0) % 3);
  const rest = b.slice(1).map(hex).join(':');
  return [onu.mac, ...Array.from({ length: hosts }, (_, i) => `${hex(0x02 | ((i + 1) << 2))}:${rest}`)];
}

/**
 * The hosts of a flat layer-2 network beyond the uplinks (a metro aggregation that bridges, not routes), as many as
 * the `upstreamHosts` option asks: locally administered addresses numbered from the seed, fixed for a run.
 */
export function macsBeyond(count: number, seed: number): string[] {
  const s = hex(seed & 0xff);
  return Array.from({ length: count }, (_, i) => `0a:${s}:00:${hex(i >> 16)}:${hex((i >> 8) & 0xff)}:${hex(i & 0xff)}`);
}

/** The routers upstream of an uplink: a gateway and a second router, fixed per port. */
export function macsUpstream(portId: number, seed: number): string[] {
  const s = (seed * 40503 + portId * 97) & 0xffff;
  return [0x01, 0x02].map((n) => `00:1e:${hex(0x60 + n)}:${hex(s >> 8)}:${hex(s & 0xff)}:${hex(portId)}`);
}
