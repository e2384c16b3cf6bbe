import { Random, hash32 } from '../kernel/random.ts';
import { NEIGHBOURS } from './upstream.ts';

/** What a neighbour's BPDUs are: 802.1D configuration BPDUs, or the RST/MST BPDUs the region speaks. */
export type NeighbourProtocol = 'stp' | 'mstp';

interface Condition {
  /** since when its BPDUs no longer reach the OLT, while its links stay up */
  silentSinceMs?: number;
  /** when the simulation lets it speak again (a test's silence lasts until resumed) */
  silentUntilMs?: number;
  protocol: NeighbourProtocol;
  /** when the simulation puts it back to MSTP */
  legacyUntilMs?: number;
}

/** A neighbour's bridge process hangs towards the OLT about once in 12 simulated hours, for 20 s to 2 minutes. */
const SILENCE_MEAN_MS = 12 * 3_600_000;
const SILENCE_MS = { min: 20_000, max: 120_000 } as const;
/** Someone upstream sets a neighbour to legacy STP about once a simulated day, and back after 15 to 60 minutes. */
const LEGACY_MEAN_MS = 24 * 3_600_000;
const LEGACY_MS = { min: 15 * 60_000, max: 60 * 60_000 } as const;

/**
 * How long received information lasts on a port (802.1D 17.21.23): three hello times from an RSTP/MSTP bridge, the
 * max age from a legacy STP one.
 */
export const infoAgeMs = (times: { hello_time: number; max_age: number }, isStp: boolean): number =>
  (isStp ? times.max_age : 3 * times.hello_time) * 1000;

/**
 * What the neighbour bridges do by themselves, which the OLT only sees through the BPDUs it receives: a bridge
 * process that hangs while its links stay up (no BPDUs reach the OLT, and what they said ages out there), and a
 * protocol version an operator upstream changes (legacy 802.1D STP, or back to MSTP). Rare events of the
 * simulation; tests set them with `silence`, `resume` and `speak`.
 */
export class UpstreamBridges {
  private readonly conditions = new Map<string, Condition>(
    NEIGHBOURS.map((n) => [n.key, { protocol: 'mstp' } satisfies Condition]),
  );
  private readonly random: Random;

  constructor(
    seed: number,
    private readonly now: () => number,
    /** the neighbours cabled to the OLT: the ones whose faults it can see */
    private readonly facingOlt: () => readonly string[],
  ) {
    // a stream of its own from the seed, not a fork of the kernel's: the streams the areas fork stay what they were
    this.random = new Random((seed ^ hash32('upstream')) >>> 0);
  }

  /** The neighbour stops sending BPDUs towards the OLT, its links up, until resumed (or for `forMs`). */
  silence(key: string, forMs?: number, atMs = this.now()): void {
    const c = this.condition(key);
    c.silentSinceMs = atMs;
    if (forMs === undefined) delete c.silentUntilMs;
    else c.silentUntilMs = atMs + forMs;
  }

  resume(key: string): void {
    const c = this.condition(key);
    delete c.silentSinceMs;
    delete c.silentUntilMs;
  }

  /** The neighbour's spanning tree now speaks `protocol` (until changed again, or for `forMs`). */
  speak(key: string, protocol: NeighbourProtocol, forMs?: number, atMs = this.now()): void {
    const c = this.condition(key);
    c.protocol = protocol;
    if (forMs === undefined) delete c.legacyUntilMs;
    else c.legacyUntilMs = atMs + forMs;
  }

  /** Since when the neighbour has been silent towards the OLT; undefined while it speaks. */
  silentSince(key: string): number | undefined {
    return this.conditions.get(key)?.silentSinceMs;
  }

  protocolOf(key: string): NeighbourProtocol {
    return this.conditions.get(key)?.protocol ?? 'mstp';
  }

  /** One simulated second: faults end when due, and now and then one begins. */
  step(atMs: number): void {
    for (const [key, c] of this.conditions) {
      if (c.silentUntilMs !== undefined && atMs >= c.silentUntilMs) this.resume(key);
      if (c.legacyUntilMs !== undefined && atMs >= c.legacyUntilMs) this.speak(key, 'mstp');
    }
    const facing = this.facingOlt();
    if (facing.length === 0) return;
    if (this.random.chance(1_000 / SILENCE_MEAN_MS)) {
      const key = this.random.pick(facing);
      if (this.silentSince(key) === undefined) this.silence(key, this.random.int(SILENCE_MS.min, SILENCE_MS.max), atMs);
    }
    if (this.random.chance(1_000 / LEGACY_MEAN_MS)) {
      const key = this.random.pick(facing);
      if (this.protocolOf(key) === 'mstp') this.speak(key, 'stp', this.random.int(LEGACY_MS.min, LEGACY_MS.max), atMs);
    }
  }

  private condition(key: string): Condition {
    const c = this.conditions.get(key);
    if (!c) throw new RangeError(`no neighbour bridge ${key}`);
    return c;
  }
}
