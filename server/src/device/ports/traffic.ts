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

/** What should flow through a port now, in bits per second, before the port's own wander. */
export interface Demand {
  inboundBps: number;
  outboundBps: number;
  lineRateBps: number;
}

/** A chart point every 5 simulated seconds, half an hour kept per port. */
const SAMPLES_KEPT = 360;

/** Mixes of frame sizes (64, 127, 255, 511, 1023, 1518) for bulk downstream and for chattier upstream traffic. */
const SIZE_MIX = {
  bulk: { avgBytes: 1_020, shares: [0.18, 0.1, 0.04, 0.04, 0.06, 0.58] },
  chatty: { avgBytes: 420, shares: [0.45, 0.15, 0.06, 0.05, 0.07, 0.22] },
} as const;
type Mix = (typeof SIZE_MIX)[keyof typeof SIZE_MIX];
const SIZE_KEYS = ['frame_64', 'frame_127', 'frame_255', 'frame_511', 'frame_1023', 'frame_1518'] as const;

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
}

const zero = (): Record<CounterName, number> =>
  Object.fromEntries(COUNTER_NAMES.map((n) => [n, 0])) as Record<CounterName, number>;

/**
 * Port counters (PORT-04/05) and rates for the traffic charts. Counters are kept as fractional totals and read
 * rounded down, so they only ever grow (until cleared) and a 1 s step at low rates still adds up.
 */
export class Traffic {
  private readonly ports = new Map<number, PortTraffic>();

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
      });
    }
  }

  /** Advances every port by `dtMs` of traffic at its current demand. */
  step(dtMs: number, rng: Random, demand: (id: number) => Demand): void {
    for (const [id, t] of this.ports) {
      t.factor = Math.min(1.6, Math.max(0.5, t.factor + 0.03 * rng.normal() + 0.02 * (1 - t.factor)));
      const d = demand(id);
      t.inboundBps = Math.min(d.lineRateBps, d.inboundBps * t.factor);
      t.outboundBps = Math.min(d.lineRateBps, d.outboundBps * t.factor);
      add(t.rx, (t.inboundBps * dtMs) / 8_000);
      add(t.tx, (t.outboundBps * dtMs) / 8_000);
    }
  }

  sample(nowMs: number): void {
    for (const t of this.ports.values()) {
      t.samples.push({
        time_ms: nowMs,
        inbound_bps: Math.round(t.inboundBps),
        outbound_bps: Math.round(t.outboundBps),
      });
      if (t.samples.length > SAMPLES_KEPT) t.samples.shift();
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

function add(dir: Direction, bytes: number): void {
  if (bytes <= 0) return;
  const v = dir.values;
  const frames = bytes / dir.mix.avgBytes;
  v.octets += bytes;
  v.frame += frames;
  v.unicast_frame += frames * 0.965;
  v.multicast_frame += frames * 0.025;
  v.broadcast_frame += frames * 0.01;
  v.discard_frame += frames * 2e-6;
  v.error_frame += frames * 5e-9;
  dir.mix.shares.forEach((share, i) => {
    v[SIZE_KEYS[i] as CounterName] += frames * share;
  });
}
