import type { DriftRecord, OpticalSeries } from './historyStore.ts';

/** The drift rules, in the store's centi-dB units. */
export interface DriftRules {
  /** a reading more than this below the baseline drifts */
  thresholdCdb: number;
  /** below this a reading drifts whatever the baseline */
  weakCdbm: number;
  /** the baseline is the median of this many of the latest samples (a day's worth) */
  windowSamples: number;
  /** no baseline before this many samples (an hour's worth) */
  minSamples: number;
  /** a drift lasting longer than this becomes the new normal: its samples feed the baseline again */
  relearnMs: number;
}

/** A reading must come this far back above the limits before a drift ends, so a hovering value does not flap. */
const RECOVERY_MARGIN_CDB = 50;

export type DriftChange = 'started' | 'deepened' | 'ended' | null;

/**
 * One ONU's receive-power baseline and drift state. The baseline is the median of its recent samples, and it stays
 * frozen while the ONU drifts (the dip must not become the baseline), unless the drift outlasts `relearnMs`.
 */
export class DriftTracker {
  /** the window in arrival order, and the same values kept sorted, so the median is always at hand */
  private readonly ring: Int16Array;
  private readonly sorted: Int16Array;
  private count = 0;
  private next = 0;
  baselineCdbm: number | null = null;
  drift: DriftRecord | null = null;

  constructor(
    private readonly rules: DriftRules,
    private readonly who: Pick<DriftRecord, 'mac' | 'portId' | 'onuId'>,
  ) {
    this.ring = new Int16Array(rules.windowSamples);
    this.sorted = new Int16Array(rules.windowSamples);
  }

  get isDrifting(): boolean {
    return this.drift !== null;
  }

  /** Rebuilds the baseline from stored samples (after a restart), without judging them. */
  seed(series: OpticalSeries): void {
    const from = Math.max(0, series.length - this.ring.length);
    for (let i = from; i < series.length; i++) this.push(series.rxCdbm[i] ?? 0);
  }

  /** Judges one reading against the baseline, then lets it feed the baseline. */
  observe(rxCdbm: number, atMs: number, where: Pick<DriftRecord, 'portId' | 'onuId'>): DriftChange {
    const { thresholdCdb, weakCdbm } = this.rules;
    const base = this.baselineCdbm;
    let change: DriftChange = null;
    if (!this.drift) {
      if ((base !== null && rxCdbm < base - thresholdCdb) || rxCdbm < weakCdbm) {
        this.drift = {
          ...this.who,
          ...where,
          startMs: atMs,
          endMs: 0,
          dropCdb: base === null ? 0 : Math.max(0, base - rxCdbm),
          minRxCdbm: rxCdbm,
        };
        change = 'started';
      }
    } else {
      const recovered =
        (base === null || rxCdbm >= base - thresholdCdb + RECOVERY_MARGIN_CDB) &&
        rxCdbm >= weakCdbm + RECOVERY_MARGIN_CDB;
      if (recovered) {
        this.drift.endMs = atMs;
        change = 'ended';
      } else if (rxCdbm < this.drift.minRxCdbm) {
        this.drift.minRxCdbm = rxCdbm;
        if (base !== null) this.drift.dropCdb = Math.max(this.drift.dropCdb, base - rxCdbm);
        change = 'deepened';
      }
    }
    const ongoing = change !== 'ended' ? this.drift : null;
    if (!ongoing || atMs - ongoing.startMs > this.rules.relearnMs) this.push(rxCdbm);
    return change;
  }

  /** After an 'ended' change has been reported: the drift is over. */
  settle(): void {
    if (this.drift && this.drift.endMs !== 0) this.drift = null;
  }

  /** Adds a reading to the window (the oldest leaves once it is full) and updates the median. */
  private push(rx: number): void {
    if (this.count === this.ring.length) {
      const gone = this.indexOf(this.ring[this.next] ?? 0);
      this.sorted.copyWithin(gone, gone + 1, this.count);
      this.count--;
    }
    const at = this.indexOf(rx);
    this.sorted.copyWithin(at + 1, at, this.count);
    this.sorted[at] = rx;
    this.count++;
    this.ring[this.next] = rx;
    this.next = (this.next + 1) % this.ring.length;
    const mid = this.count >> 1;
    const s = this.sorted;
    this.baselineCdbm =
      this.count < this.rules.minSamples
        ? null
        : this.count % 2 === 1
          ? (s[mid] ?? 0)
          : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
  }

  /** The first place in the sorted window holding a value ≥ `value` (binary search). */
  private indexOf(value: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sorted[mid] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
