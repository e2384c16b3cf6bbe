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
export const RECOVERY_MARGIN_CDB = 50;
/** The median is recomputed after this many new samples (an hour at the default period). */
const RECOMPUTE_EVERY = 12;

export type DriftChange = 'started' | 'deepened' | 'ended' | null;

/**
 * One ONU's receive-power baseline and drift state. The baseline is the median of its recent samples, and it stays
 * frozen while the ONU drifts (the dip must not become the baseline), unless the drift outlasts `relearnMs`.
 */
export class DriftTracker {
  private readonly ring: Int16Array;
  private count = 0;
  private next = 0;
  private sinceMedian = 0;
  baselineCdbm: number | null = null;
  drift: DriftRecord | null = null;

  constructor(
    private readonly rules: DriftRules,
    private readonly who: Pick<DriftRecord, 'mac' | 'portId' | 'onuId'>,
  ) {
    this.ring = new Int16Array(rules.windowSamples);
  }

  get isDrifting(): boolean {
    return this.drift !== null;
  }

  /** Rebuilds the baseline from stored samples (after a restart), without judging them. */
  seed(series: OpticalSeries): void {
    const from = Math.max(0, series.length - this.ring.length);
    for (let i = from; i < series.length; i++) this.push(series.rxCdbm[i] ?? 0);
    this.recompute();
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
    if (!ongoing || atMs - ongoing.startMs > this.rules.relearnMs) {
      this.push(rxCdbm);
      if (++this.sinceMedian >= RECOMPUTE_EVERY || this.baselineCdbm === null) this.recompute();
    }
    return change;
  }

  /** After an 'ended' change has been reported: the drift is over. */
  settle(): void {
    if (this.drift && this.drift.endMs !== 0) this.drift = null;
  }

  private push(rx: number): void {
    this.ring[this.next] = rx;
    this.next = (this.next + 1) % this.ring.length;
    this.count = Math.min(this.count + 1, this.ring.length);
  }

  private recompute(): void {
    this.sinceMedian = 0;
    if (this.count < this.rules.minSamples) {
      this.baselineCdbm = null;
      return;
    }
    const sorted = this.ring.slice(0, this.count).sort();
    const mid = this.count >> 1;
    this.baselineCdbm =
      this.count % 2 === 1 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
  }
}
