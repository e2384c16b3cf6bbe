import {
  OPTICAL_HISTORY_RANGE_SECONDS,
  RX_POWER_OK_DBM,
  onuLabel,
  type OpticalHistory,
  type PonDrift,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import type { Area } from '../area.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import { subjectOf } from '../onus/onuLife.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { synthesize } from './backfill.ts';
import { DriftTracker, type DriftChange, type DriftRules } from './driftTracker.ts';
import { FAULT_MEAN_MS, faultsBetween, newFault, sharedWith, type Fault } from './fibreFaults.ts';
import { emptySeries, macNumber, macText, type OpticalHistoryStore, type OpticalSample } from './historyStore.ts';
import { bucketMsFor, bucketed, groupDrifts } from './historyView.ts';

const DAY = 86_400_000;

/** The optics options (server options `--optics-sample-minutes`, `--drift-threshold-db`). */
export interface OpticsOptions {
  sampleMs: number;
  driftThresholdDb: number;
}
export const OPTICS_DEFAULTS: OpticsOptions = { sampleMs: 5 * 60_000, driftThresholdDb: 3 };
/** Below this an ONU drifts whatever its baseline: the weak level the console draws red (api.md OnuRow). */
const WEAK_DBM = RX_POWER_OK_DBM.min;
/** A drift outlasting a week becomes the ONU's new normal. */
const RELEARN_MS = 7 * DAY;

/**
 * Optical history and drift alerts (our addition): every period the area samples each online ONU's receive and
 * transmit power, temperature and bias into the history store, and judges the receive power against the ONU's own
 * baseline (driftTracker.ts). A drift raises one alarm when it begins and one when it ends, marks the ONU's row, and
 * is recorded so a PON view can tell ONUs that dropped together from ONUs that dropped alone. Fibre faults, shared
 * (a splitter, a feeder) or single (a drop cable), strike now and then and cause the drifts.
 */
export class OpticsArea implements Area {
  readonly name = 'optics';
  private store: OpticalHistoryStore | null = null;
  private readonly trackers = new Map<number, DriftTracker>();
  private readonly rules: DriftRules;
  private readonly random: Random;
  private faults: Fault[] = [];
  private lastSlot: number;
  private lastPruneDay: number;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
    private readonly options: OpticsOptions = OPTICS_DEFAULTS,
  ) {
    const windowSamples = Math.max(12, Math.round(DAY / options.sampleMs));
    this.rules = {
      thresholdCdb: Math.round(options.driftThresholdDb * 100),
      weakCdbm: WEAK_DBM * 100,
      windowSamples,
      minSamples: Math.max(3, Math.round(3_600_000 / options.sampleMs)),
      relearnMs: RELEARN_MS,
    };
    this.random = k.random.fork('optics');
    this.lastSlot = Math.floor(k.now() / options.sampleMs);
    this.lastPruneDay = Math.floor(k.now() / DAY);
  }

  get periodMs(): number {
    return this.options.sampleMs;
  }

  /** From now on samples go to `store` (the server attaches its SQLite store at boot). */
  keepHistoryIn(store: OpticalHistoryStore | null): void {
    this.store = store;
  }

  /** One sampling period at `atMs`: every online ONU is read, stored and judged. The simulation calls it on time. */
  sample(atMs: number): void {
    this.k.write(() => {
      const samples: OpticalSample[] = [];
      for (const onu of this.onus.all()) {
        if (onu.status !== 'Online') continue;
        const o = onu.optics;
        const sample = {
          mac: macNumber(onu.mac),
          atMs,
          rxCdbm: Math.round(o.rxDbm * 100),
          txCdbm: Math.round(o.txDbm * 100),
          tempDc: Math.round(o.tempC * 10),
          biasCma: Math.round(o.biasMa * 100),
        };
        samples.push(sample);
        const tracker = this.trackerOf(onu, sample.mac, atMs);
        this.report(onu, tracker, tracker.observe(sample.rxCdbm, atMs, { portId: onu.portId, onuId: onu.onuId }));
      }
      this.store?.append(samples);
      const day = Math.floor(atMs / DAY);
      if (day !== this.lastPruneDay) {
        this.lastPruneDay = day;
        this.store?.prune(atMs);
        const present = new Set(this.onus.all().map((o) => macNumber(o.mac)));
        for (const mac of this.trackers.keys()) if (!present.has(mac)) this.trackers.delete(mac);
      }
    });
  }

  /** ONU-X2. Times in epoch seconds; the range defaults to the last day and is at most 31 days. */
  history(
    portId: number,
    onuId: number,
    fromS: number | undefined,
    toS: number | undefined,
    points: number,
  ): OpticalHistory {
    const onu = this.onus.onu(portId, onuId);
    const [fromMs, toMs] = this.range(fromS, toS);
    const mac = macNumber(onu.mac);
    const bucketMs = bucketMsFor(fromMs, toMs, points, this.periodMs);
    const series = this.store?.read(mac, fromMs, toMs) ?? emptySeries();
    const tracker = this.trackers.get(mac);
    const base = tracker?.baselineCdbm ?? null;
    return {
      port_id: portId,
      onu_id: onuId,
      macaddr: onu.mac,
      from: Math.floor(fromMs / 1000),
      to: Math.floor(toMs / 1000),
      period_seconds: Math.round(this.periodMs / 1000),
      bucket_seconds: Math.round(bucketMs / 1000),
      baseline_dbm: base === null ? null : base / 100,
      threshold_db: this.options.driftThresholdDb,
      weak_dbm: WEAK_DBM,
      drifting: onu.drifting ? 1 : 0,
      drift_since: tracker?.drift ? Math.floor(tracker.drift.startMs / 1000) : 0,
      points: bucketed(series, fromMs, bucketMs, points),
    };
  }

  /** PON-X1: the drifts of the PON's ONUs over the range, grouped by when they began. */
  ponDrift(portId: number, fromS: number | undefined, toS: number | undefined): PonDrift {
    this.pon.setting(portId);
    const [fromMs, toMs] = this.range(fromS, toS);
    const stored = this.store?.drifts(portId, fromMs, toMs) ?? [];
    const ongoing = [...this.trackers.values()]
      .map((t) => t.drift)
      .filter(
        (d) => d !== null && d.portId === portId && !stored.some((s) => s.mac === d.mac && s.startMs === d.startMs),
      );
    const records = [...stored, ...(ongoing as NonNullable<(typeof ongoing)[number]>[])];
    const byMac = new Map(this.onus.onPon(portId).map((o) => [macNumber(o.mac), o]));
    const { groups, groupOf } = groupDrifts(
      records.map((r) => ({
        onuId: r.onuId,
        startS: Math.floor(r.startMs / 1000),
        splitterId: byMac.get(r.mac)?.parent ?? 0,
      })),
    );
    return {
      port_id: portId,
      from: Math.floor(fromMs / 1000),
      to: Math.floor(toMs / 1000),
      threshold_db: this.options.driftThresholdDb,
      events: records.map((r, i) => ({
        onu_id: r.onuId,
        onu_name: byMac.get(r.mac)?.name ?? onuLabel(portId, r.onuId),
        macaddr: macText(r.mac),
        start: Math.floor(r.startMs / 1000),
        end: Math.floor(r.endMs / 1000),
        drop_db: r.dropCdb / 100,
        min_rx_dbm: r.minRxCdbm / 100,
        group: groupOf[i] ?? 0,
      })),
      groups,
    };
  }

  /**
   * Fast-forwards the history: `days` of plausible samples up to `endMs` for every ONU of the allow lists, with the
   * fibre faults such a span brings, judged by the same drift rules (drifts are recorded, no alarms are raised). For
   * the bench and for a demonstration device (`--optics-backfill-days`); the live samples continue from `endMs`.
   */
  backfill(days: number, endMs: number): void {
    const store = this.store;
    if (!store) refuse('no optical history store is attached');
    const period = this.periodMs;
    const toMs = Math.floor(endMs / period) * period;
    const fromMs = toMs - Math.round((days * DAY) / period) * period;
    const rng = this.k.random.fork('optics-backfill');
    const pons = this.pon.ids.map((id) => [...this.onus.onPon(id)]);
    const byMac = new Map<string, Fault[]>();
    for (const f of faultsBetween(rng, pons, fromMs, toMs))
      for (const mac of f.macs) byMac.set(mac, [...(byMac.get(mac) ?? []), f]);
    this.k.write(() => {
      for (const onu of pons.flat()) {
        const samples = synthesize(onu, byMac.get(onu.mac) ?? [], fromMs, toMs, period, rng);
        const mac = macNumber(onu.mac);
        const tracker = new DriftTracker(this.rules, { mac, portId: onu.portId, onuId: onu.onuId });
        for (const s of samples) {
          const change = tracker.observe(s.rxCdbm, s.atMs, { portId: onu.portId, onuId: onu.onuId });
          if (change && tracker.drift) store.saveDrift({ ...tracker.drift });
          if (change === 'ended') tracker.settle();
        }
        store.backfill(mac, samples);
        this.trackers.set(mac, tracker);
        this.onus.control.setDrift(onu, tracker.isDrifting);
      }
      this.lastSlot = Math.max(this.lastSlot, Math.floor(toMs / period));
    });
  }

  step(atMs: number): void {
    const slot = Math.floor(atMs / this.periodMs);
    this.strikeFaults(atMs);
    if (slot > this.lastSlot) {
      this.lastSlot = slot;
      this.sample(slot * this.periodMs);
    }
  }

  private trackerOf(onu: Onu, mac: number, atMs: number): DriftTracker {
    let tracker = this.trackers.get(mac);
    if (tracker) return tracker;
    tracker = new DriftTracker(this.rules, { mac, portId: onu.portId, onuId: onu.onuId });
    // after a restart the baseline comes back from the stored day
    if (this.store) tracker.seed(this.store.read(mac, atMs - DAY, atMs - 1));
    this.trackers.set(mac, tracker);
    return tracker;
  }

  private report(onu: Onu, tracker: DriftTracker, change: DriftChange): void {
    const drift = tracker.drift;
    if (!change || !drift) return;
    this.store?.saveDrift({ ...drift });
    const who = { onu: onuLabel(onu.portId, onu.onuId), mac: onu.mac };
    const rx = onu.optics.rxDbm.toFixed(2);
    const base = tracker.baselineCdbm;
    if (change === 'started') {
      const text =
        base !== null && drift.dropCdb >= this.rules.thresholdCdb
          ? wordsText(ALARM_WORDS.opticalDriftBaseline, {
              ...who,
              rx,
              drop: (drift.dropCdb / 100).toFixed(2),
              base: (base / 100).toFixed(2),
            })
          : wordsText(ALARM_WORDS.opticalDriftWeak, { ...who, rx, weak: WEAK_DBM });
      this.k.alarms.raise(ALARM_ID.onuOpticalDrift, LEVEL.major, text, drift.startMs, subjectOf(onu));
      this.onus.control.setDrift(onu, true);
    } else if (change === 'ended') {
      this.k.alarms.raise(
        ALARM_ID.onuOpticalRecovered,
        LEVEL.info,
        wordsText(ALARM_WORDS.opticalRecovered, { ...who, rx }),
        drift.endMs,
        subjectOf(onu),
      );
      tracker.settle();
      this.onus.control.setDrift(onu, false);
    }
  }

  /** New fibre faults strike at their rates; ended ones are lifted. */
  private strikeFaults(atMs: number): void {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.endMs > atMs);
    let changed = this.faults.length !== before;
    for (const portId of this.pon.ids) {
      const onPon = this.onus.onPon(portId);
      if (onPon.length === 0) continue;
      const strikes: Onu[][] = [];
      if (this.random.chance(1_000 / FAULT_MEAN_MS.perPon)) strikes.push(sharedWith(this.random.pick(onPon), onPon));
      if (this.random.chance((onPon.length * 1_000) / FAULT_MEAN_MS.perOnu)) strikes.push([this.random.pick(onPon)]);
      for (const onus of strikes) {
        this.faults.push(newFault(this.random, onus, atMs));
        changed = true;
      }
    }
    if (!changed) return;
    for (const onu of this.onus.all()) {
      let loss = 0;
      for (const f of this.faults) if (f.macs.includes(onu.mac)) loss += f.lossDb;
      if (loss !== onu.optics.lossDb) this.onus.control.setLoss(onu, loss);
    }
  }

  private range(fromS: number | undefined, toS: number | undefined): [number, number] {
    const toMs = toS === undefined ? this.k.now() : toS * 1000;
    const fromMs = fromS === undefined ? toMs - OPTICAL_HISTORY_RANGE_SECONDS.default * 1000 : fromS * 1000;
    if (fromMs >= toMs) refuse('from must be before to');
    if (toMs - fromMs > OPTICAL_HISTORY_RANGE_SECONDS.max * 1000) refuse('the range may cover at most 31 days');
    return [fromMs, toMs];
  }
}
