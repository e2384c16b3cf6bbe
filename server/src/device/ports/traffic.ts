import type { Random } from '../kernel/random.ts';
import {
  COUNTER_NAMES,
  type CounterName,
  type PortCounterRow,
  type PortCounters,
  type TrafficSample,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';

/** What should flow through a port now, in bits per second, before the port's own wander, and what limits it. */
export interface Demand {
  inboundBps: number;
  outboundBps: number;
  lineRateBps: number;
  /** the port's rate limits in bits per second (ingress caps inbound, egress outbound); 0 or absent = none */
  ingressLimitBps?: number;
  egressLimitBps?: number;
  /** the largest frame the port takes in, bytes; bigger ones are counted oversize and dropped */
  maxFrameBytes?: number;
}

export type FlowDirection = 'rx' | 'tx';

/** The kinds of frames a storm floods a port with. */
export type FloodKind = 'broadcast' | 'multicast' | 'unicast';

/**
 * A rule of another area over the traffic a port carries (an ACL that denies a flow, …): the share, 0–1, of the
 * port's traffic in that direction it lets through, told the frames that reached it (to count what it matched).
 * What it stops is counted as discarded, not carried.
 */
export type FlowFilter = (portId: number, direction: FlowDirection, frames: number) => number;

/** Hears what a port had to send and what it sent of it in one step (the egress scheduler shares the difference). */
export type EgressObserver = (portId: number, offeredFrames: number, sentFrames: number) => void;

/** Hears what a port carried in one direction in one step, bytes and frames (a mirror session copies it). */
export type CarryObserver = (portId: number, direction: FlowDirection, bytes: number, frames: number) => void;

/** A chart point every 5 simulated seconds, an hour and its first point kept per port (the monitor's longest view). */
export const TRAFFIC_SAMPLES_KEPT = 721;

/** Mixes of frame sizes (64, 127, 255, 511, 1023, 1518) for bulk downstream and for chattier upstream traffic. */
const SIZE_MIX = {
  bulk: { avgBytes: 1_020, shares: [0.18, 0.1, 0.04, 0.04, 0.06, 0.58] },
  chatty: { avgBytes: 420, shares: [0.45, 0.15, 0.06, 0.05, 0.07, 0.22] },
} as const;
type Mix = (typeof SIZE_MIX)[keyof typeof SIZE_MIX];
const SIZE_KEYS = ['frame_64', 'frame_127', 'frame_255', 'frame_511', 'frame_1023', 'frame_1518'] as const;
/** The frame sizes of each bucket, bytes: the share of a bucket above a limit is read as evenly spread. */
const SIZE_BOUNDS = [
  [64, 64],
  [65, 127],
  [128, 255],
  [256, 511],
  [512, 1023],
  [1024, 1518],
] as const;
/** Ethernet header and FCS around the MTU's payload. */
const FRAME_OVERHEAD_BYTES = 18;

interface Direction {
  values: Record<CounterName, number>;
  mix: Mix;
}

interface PortTraffic {
  rx: Direction;
  tx: Direction;
  /** slow random wander of this port's load around 1 */
  factor: number;
  inboundBps: number;
  outboundBps: number;
  samples: TrafficSample[];
  /** copies another area sends out of this port during a step (a mirror destination), counted at its end */
  copyBytes: number;
  copyFrames: number;
}

const zero = (): Record<CounterName, number> =>
  Object.fromEntries(COUNTER_NAMES.map((n) => [n, 0])) as Record<CounterName, number>;

/**
 * Port counters (PORT-04/05) and rates for the traffic charts. Counters are kept as fractional totals and read
 * rounded down, so they only ever grow (until cleared) and a 1 s step at low rates still adds up.
 */
export class Traffic {
  private readonly ports = new Map<number, PortTraffic>();
  private readonly filters: FlowFilter[] = [];
  private readonly egress: EgressObserver[] = [];
  private readonly carried: CarryObserver[] = [];

  constructor(
    portIds: readonly number[],
    /** ports whose inbound traffic is downstream bulk (uplinks); on PON ports it is upstream */
    isUplink: (id: number) => boolean,
  ) {
    for (const id of portIds) {
      const up = isUplink(id);
      this.ports.set(id, {
        rx: { values: zero(), mix: up ? SIZE_MIX.bulk : SIZE_MIX.chatty },
        tx: { values: zero(), mix: up ? SIZE_MIX.chatty : SIZE_MIX.bulk },
        factor: 1,
        inboundBps: 0,
        outboundBps: 0,
        samples: [],
        copyBytes: 0,
        copyFrames: 0,
      });
    }
  }

  /** Another area's rule over what ports carry; every later step counts through it. */
  addFilter(filter: FlowFilter): void {
    this.filters.push(filter);
  }

  /** Another area that follows what ports send (the QoS queues). */
  addEgressObserver(observer: EgressObserver): void {
    this.egress.push(observer);
  }

  /** Another area that follows what every port carries, both directions (port mirroring). */
  addCarryObserver(observer: CarryObserver): void {
    this.carried.push(observer);
  }

  /**
   * Copies sent out of a port on top of its own traffic in the current step (a mirror destination): counted as
   * transmitted, and in its outbound rate, once every port has carried its traffic.
   */
  sendCopies(id: number, bytes: number, frames: number): void {
    const t = this.get(id);
    t.copyBytes += bytes;
    t.copyFrames += frames;
  }

  /** Advances every port by `dtMs` of traffic at its current demand. */
  step(dtMs: number, rng: Random, demand: (id: number) => Demand): void {
    for (const [id, t] of this.ports) {
      t.factor = Math.min(1.6, Math.max(0.5, t.factor + 0.03 * rng.normal() + 0.02 * (1 - t.factor)));
      const d = demand(id);
      t.inboundBps = this.carry(id, t.rx, 'rx', Math.min(d.lineRateBps, d.inboundBps * t.factor), dtMs, {
        limitBps: d.ingressLimitBps ?? 0,
        maxFrameBytes: d.maxFrameBytes,
      });
      t.outboundBps = this.carry(id, t.tx, 'tx', Math.min(d.lineRateBps, d.outboundBps * t.factor), dtMs, {
        limitBps: d.egressLimitBps ?? 0,
      });
    }
    for (const t of this.ports.values()) this.countCopies(t, dtMs);
  }

  private countCopies(t: PortTraffic, dtMs: number): void {
    if (t.copyFrames <= 0) return;
    const v = t.tx.values;
    v.octets += t.copyBytes;
    v.frame += t.copyFrames;
    v.unicast_frame += t.copyFrames * 0.965;
    v.multicast_frame += t.copyFrames * 0.025;
    v.broadcast_frame += t.copyFrames * 0.01;
    t.tx.mix.shares.forEach((share, i) => {
      v[SIZE_KEYS[i] as CounterName] += t.copyFrames * share;
    });
    t.outboundBps += (t.copyBytes * 8_000) / dtMs;
    t.copyBytes = 0;
    t.copyFrames = 0;
  }

  /**
   * The one place counters grow: `offeredBps` reaches the port in one direction for `dtMs`; oversize frames, what a
   * rate limit holds back and what another area's filter stops are counted discarded, the rest carried. Answers the
   * rate carried, bits per second.
   */
  private carry(
    id: number,
    dir: Direction,
    direction: FlowDirection,
    offeredBps: number,
    dtMs: number,
    limits: { limitBps: number; maxFrameBytes?: number },
  ): number {
    if (offeredBps <= 0) return 0;
    const v = dir.values;
    const mix = dir.mix;
    const offeredBytes = (offeredBps * dtMs) / 8_000;
    const frames = offeredBytes / mix.avgBytes;
    const oversizeShare = limits.maxFrameBytes === undefined ? 0 : shareAbove(mix, limits.maxFrameBytes);
    let passBytes = offeredBytes * (1 - oversizeBytesShare(mix, limits.maxFrameBytes));
    if (limits.limitBps > 0) passBytes = Math.min(passBytes, (limits.limitBps * dtMs) / 8_000);
    const filterShare = this.filters.reduce((share, f) => share * clampShare(f(id, direction, frames)), 1);
    passBytes *= filterShare;
    const passFrames = offeredBytes > 0 ? (frames * passBytes) / offeredBytes : 0;
    // frames carried are counted by kind and size; the ones stopped are the port's discards
    v.octets += passBytes;
    v.frame += passFrames;
    v.unicast_frame += passFrames * 0.965;
    v.multicast_frame += passFrames * 0.025;
    v.broadcast_frame += passFrames * 0.01;
    v.oversize_frame += frames * oversizeShare;
    v.discard_frame += frames * 2e-6 + Math.max(0, frames - passFrames - frames * oversizeShare);
    v.error_frame += frames * 5e-9;
    mix.shares.forEach((share, i) => {
      v[SIZE_KEYS[i] as CounterName] += passFrames * share;
    });
    if (direction === 'tx') for (const observe of this.egress) observe(id, frames, passFrames);
    for (const observe of this.carried) observe(id, direction, passBytes, passFrames);
    return (passBytes * 8_000) / dtMs;
  }

  /**
   * Extra frames of one kind arriving on a port for `dtMs` (a storm), minimum-size: what `limitPps` lets through is
   * carried and counted by kind, the rest discarded; 0 = no limit.
   */
  flood(id: number, kind: FloodKind, offeredPps: number, limitPps: number, dtMs: number): void {
    const v = this.get(id).rx.values;
    const offered = (offeredPps * dtMs) / 1_000;
    const passed = limitPps > 0 ? Math.min(offered, (limitPps * dtMs) / 1_000) : offered;
    v.frame += passed;
    v[`${kind}_frame`] += passed;
    v.frame_64 += passed;
    v.octets += passed * 64;
    v.discard_frame += offered - passed;
  }

  sample(nowMs: number): void {
    for (const t of this.ports.values()) {
      t.samples.push({
        time_ms: nowMs,
        inbound_bps: Math.round(t.inboundBps),
        outbound_bps: Math.round(t.outboundBps),
      });
      if (t.samples.length > TRAFFIC_SAMPLES_KEPT) t.samples.shift();
    }
  }

  /** The current rates of a port, bits per second. */
  rates(id: number): { inbound_bps: number; outbound_bps: number } {
    const t = this.get(id);
    return { inbound_bps: Math.round(t.inboundBps), outbound_bps: Math.round(t.outboundBps) };
  }

  samples(id: number): TrafficSample[] {
    return this.get(id).samples.map((s) => ({ ...s }));
  }

  counters(id: number): PortCounters {
    const t = this.get(id);
    const out: Record<string, number> = { port_id: id };
    for (const name of COUNTER_NAMES) out[`rx_${name}`] = Math.floor(t.rx.values[name]);
    for (const name of COUNTER_NAMES) out[`tx_${name}`] = Math.floor(t.tx.values[name]);
    return out as PortCounters;
  }

  rows(): PortCounterRow[] {
    return [...this.ports.keys()].map((id) => {
      const c = this.counters(id);
      return {
        port_id: id,
        rx_octets: c.rx_octets,
        rx_frame: c.rx_frame,
        rx_error_frame: c.rx_error_frame,
        rx_discard_frame: c.rx_discard_frame,
        tx_octets: c.tx_octets,
        tx_frame: c.tx_frame,
        tx_discard_frame: c.tx_discard_frame,
        tx_error_frame: c.tx_error_frame,
      };
    });
  }

  /** PORT-06; `undefined` clears every port. Rates and chart history stay. */
  clear(id?: number): void {
    for (const [portId, t] of this.ports) {
      if (id !== undefined && portId !== id) continue;
      t.rx.values = zero();
      t.tx.values = zero();
    }
  }

  /** After a reboot: no counters, no history. */
  reset(): void {
    this.clear();
    for (const t of this.ports.values()) {
      t.samples = [];
      t.inboundBps = 0;
      t.outboundBps = 0;
    }
  }

  private get(id: number): PortTraffic {
    const t = this.ports.get(id);
    if (!t) throw new RangeError(wordsText(REFUSAL_WORDS.portMissing, { port: id }));
    return t;
  }
}

const clampShare = (share: number): number => (Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 1);

/** The share of a mix's frames bigger than `maxBytes`. */
function shareAbove(mix: Mix, maxBytes: number): number {
  return SIZE_BOUNDS.reduce((sum, [low, high], i) => sum + (mix.shares[i] ?? 0) * partAbove(low, high, maxBytes), 0);
}

/** The share of a mix's bytes in frames bigger than `maxBytes` (undefined: none). */
function oversizeBytesShare(mix: Mix, maxBytes: number | undefined): number {
  if (maxBytes === undefined) return 0;
  let all = 0;
  let over = 0;
  SIZE_BOUNDS.forEach(([low, high], i) => {
    const bytes = (mix.shares[i] ?? 0) * ((low + high) / 2);
    all += bytes;
    over += bytes * partAbove(low, high, maxBytes);
  });
  return all > 0 ? over / all : 0;
}

function partAbove(low: number, high: number, maxBytes: number): number {
  if (maxBytes >= high) return 0;
  if (maxBytes < low) return 1;
  return (high - maxBytes) / (high - low + 1);
}

/** The largest frame a port with this MTU takes in. */
export const maxFrameOf = (mtu: number): number => mtu + FRAME_OVERHEAD_BYTES;
