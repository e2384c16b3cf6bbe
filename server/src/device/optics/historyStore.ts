/**
 * How the optics area keeps and reads its samples: an interface the server's SQLite store implements
 * (store/opticalHistoryStore.ts), as the configuration store plugs into the kernel. The device model knows no SQL.
 * Values are small integers, the units the store packs: centi-dBm, deci-°C, centi-mA.
 */
export interface OpticalSample {
  /** the ONU's MAC as a 48-bit number: the history follows the box, wherever it is plugged */
  mac: number;
  atMs: number;
  rxCdbm: number;
  txCdbm: number;
  tempDc: number;
  biasCma: number;
}

/** Samples of one ONU in time order, column by column. */
export interface OpticalSeries {
  length: number;
  atMs: Float64Array;
  rxCdbm: Int16Array;
  txCdbm: Int16Array;
  tempDc: Int16Array;
  biasCma: Int16Array;
}

/** One drift of one ONU; `endMs` 0 while it lasts. */
export interface DriftRecord {
  mac: number;
  portId: number;
  onuId: number;
  startMs: number;
  endMs: number;
  /** the deepest drop below the baseline, centi-dB */
  dropCdb: number;
  minRxCdbm: number;
}

export interface OpticalHistoryStore {
  /** one sampling period's samples, at most one per ONU */
  append(samples: readonly OpticalSample[]): void;
  /** the samples of one ONU with fromMs ≤ atMs ≤ toMs; valid until the next read (the store may reuse its arrays) */
  read(mac: number, fromMs: number, toMs: number): OpticalSeries;
  /** a drift began, deepened or ended (upsert by ONU and start) */
  saveDrift(drift: DriftRecord): void;
  /** drifts of the ONUs of one PON overlapping [fromMs, toMs], by start */
  drifts(portId: number, fromMs: number, toMs: number): DriftRecord[];
  /** a run of one ONU's samples in time order, older than anything appended since (fast-forwarded history) */
  backfill(mac: number, samples: readonly OpticalSample[]): void;
  /** whether the store holds any sample */
  isEmpty(): boolean;
  /** forgets what is older than the retention, and the oldest days beyond the size bound */
  prune(nowMs: number): void;
}

export const macNumber = (mac: string): number => Number.parseInt(mac.replaceAll(':', ''), 16);
export const macText = (value: number): string =>
  value
    .toString(16)
    .padStart(12, '0')
    .replace(/(..)(?!$)/g, '$1:');

/** An empty series. */
export function emptySeries(): OpticalSeries {
  return {
    length: 0,
    atMs: new Float64Array(0),
    rxCdbm: new Int16Array(0),
    txCdbm: new Int16Array(0),
    tempDc: new Int16Array(0),
    biasCma: new Int16Array(0),
  };
}
