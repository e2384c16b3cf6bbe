import type { OpticalSample, OpticalSeries } from '../device/optics/historyStore.ts';

/**
 * How optical samples are packed. A sample of the current day is 10 bytes (minute of the day, then receive and
 * transmit power, temperature and bias as int16, little-endian), appended to its ONU's row of that hour. A finished
 * day becomes one row per ONU: a 4-byte header (format, count) and the same five fields column after column, so a
 * read walks plain arrays (2.9 KB per ONU and day at the default period). Not deflated: inflating thirty rows per
 * read cost more time than the space it saved was worth (measured; see the bench).
 */
const SAMPLE_BYTES = 10;
const DAY_FORMAT = 2;
const DAY_HEADER_BYTES = 4;
const MINUTE = 60_000;
export const DAY_MS = 86_400_000;

export const dayOf = (atMs: number): number => Math.floor(atMs / DAY_MS);
export const hourOf = (atMs: number): number => Math.floor(atMs / 3_600_000);

/** Samples gathered column by column into typed arrays that grow as needed; `series()` views them without copying. */
export class SeriesBuilder {
  length = 0;
  private atMs: Float64Array;
  private rx: Int16Array;
  private tx: Int16Array;
  private temp: Int16Array;
  private bias: Int16Array;

  constructor(
    capacity = 256,
    /** samples outside [fromMs, toMs] are skipped */
    private fromMs = Number.NEGATIVE_INFINITY,
    private toMs = Number.POSITIVE_INFINITY,
  ) {
    this.atMs = new Float64Array(capacity);
    this.rx = new Int16Array(capacity);
    this.tx = new Int16Array(capacity);
    this.temp = new Int16Array(capacity);
    this.bias = new Int16Array(capacity);
  }

  push(atMs: number, rx: number, tx: number, temp: number, bias: number): void {
    if (atMs < this.fromMs || atMs > this.toMs) return;
    if (this.length === this.atMs.length) this.grow();
    const i = this.length++;
    this.atMs[i] = atMs;
    this.rx[i] = rx;
    this.tx[i] = tx;
    this.temp[i] = temp;
    this.bias[i] = bias;
  }

  /** Empties the builder for another range, keeping its arrays (a series it answered before is overwritten). */
  restart(fromMs: number, toMs: number): this {
    this.length = 0;
    this.fromMs = fromMs;
    this.toMs = toMs;
    return this;
  }

  pushSample(s: OpticalSample): void {
    this.push(s.atMs, s.rxCdbm, s.txCdbm, s.tempDc, s.biasCma);
  }

  series(): OpticalSeries {
    const n = this.length;
    return {
      length: n,
      atMs: this.atMs.subarray(0, n),
      rxCdbm: this.rx.subarray(0, n),
      txCdbm: this.tx.subarray(0, n),
      tempDc: this.temp.subarray(0, n),
      biasCma: this.bias.subarray(0, n),
    };
  }

  /** The same samples in time order (a day both fast-forwarded and sampled live). */
  sorted(): SeriesBuilder {
    const s = this.series();
    const order = Array.from({ length: s.length }, (_, i) => i).sort((a, b) => (s.atMs[a] ?? 0) - (s.atMs[b] ?? 0));
    const out = new SeriesBuilder(Math.max(1, s.length));
    for (const i of order)
      out.push(s.atMs[i] ?? 0, s.rxCdbm[i] ?? 0, s.txCdbm[i] ?? 0, s.tempDc[i] ?? 0, s.biasCma[i] ?? 0);
    return out;
  }

  private grow(): void {
    const size = this.atMs.length * 2;
    const bigger = <T extends Float64Array | Int16Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.atMs = bigger(this.atMs, (n) => new Float64Array(n));
    this.rx = bigger(this.rx, (n) => new Int16Array(n));
    this.tx = bigger(this.tx, (n) => new Int16Array(n));
    this.temp = bigger(this.temp, (n) => new Int16Array(n));
    this.bias = bigger(this.bias, (n) => new Int16Array(n));
  }
}

/** One sample as appended to its hour's row. */
export function packSample(s: OpticalSample): Buffer {
  const buf = Buffer.alloc(SAMPLE_BYTES);
  buf.writeUInt16LE(Math.floor((s.atMs % DAY_MS) / MINUTE), 0);
  buf.writeInt16LE(s.rxCdbm, 2);
  buf.writeInt16LE(s.txCdbm, 4);
  buf.writeInt16LE(s.tempDc, 6);
  buf.writeInt16LE(s.biasCma, 8);
  return buf;
}

/** The samples of an hour row (whose hour is `hour`). */
export function unpackHour(blob: Buffer, hour: number, into: SeriesBuilder): void {
  const dayStart = Math.floor((hour * 3_600_000) / DAY_MS) * DAY_MS;
  for (let at = 0; at + SAMPLE_BYTES <= blob.length; at += SAMPLE_BYTES) {
    into.push(
      dayStart + blob.readUInt16LE(at) * MINUTE,
      blob.readInt16LE(at + 2),
      blob.readInt16LE(at + 4),
      blob.readInt16LE(at + 6),
      blob.readInt16LE(at + 8),
    );
  }
}

/** A day of one ONU's samples (in time order, all of that day) as its day row. */
export function packDay(day: OpticalSeries): Buffer {
  const n = day.length;
  const raw = Buffer.alloc(DAY_HEADER_BYTES + n * SAMPLE_BYTES);
  raw.writeUInt8(DAY_FORMAT, 0);
  raw.writeUInt16LE(n, 2);
  let offset = DAY_HEADER_BYTES;
  for (let i = 0; i < n; i++, offset += 2)
    raw.writeUInt16LE(Math.floor(((day.atMs[i] ?? 0) % DAY_MS) / MINUTE), offset);
  for (const column of [day.rxCdbm, day.txCdbm, day.tempDc, day.biasCma])
    for (let i = 0; i < n; i++, offset += 2) raw.writeInt16LE(column[i] ?? 0, offset);
  return raw;
}

/**
 * The words of a day row after its header, as one aligned array. A read unpacks thirty such rows per ONU: through a
 * typed array that costs a fraction of one bounds-checked `readInt16LE` per value (measured: most of the history
 * read's time went there). The rows are little-endian, as is every machine this server runs on; a big-endian one
 * takes the byte-by-byte path.
 */
const IS_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function dayWords(blob: Buffer, words: number): Uint16Array {
  const start = blob.byteOffset + DAY_HEADER_BYTES;
  if (IS_LITTLE_ENDIAN && start % 2 === 0) return new Uint16Array(blob.buffer, start, words);
  const out = new Uint16Array(words);
  for (let i = 0; i < words; i++) out[i] = blob.readUInt16LE(DAY_HEADER_BYTES + i * 2);
  return out;
}

/** int16 from the uint16 a column word holds */
const signed = (word: number): number => (word << 16) >> 16;

/** The samples of a day row (of day `day`). */
export function unpackDay(blob: Buffer, day: number, into: SeriesBuilder): void {
  if (blob.readUInt8(0) !== DAY_FORMAT) throw new RangeError(`unknown optical day format ${blob.readUInt8(0)}`);
  const n = blob.readUInt16LE(2);
  if (blob.length < DAY_HEADER_BYTES + n * SAMPLE_BYTES) throw new RangeError('optical day row shorter than its count');
  const w = dayWords(blob, n * 5);
  const dayStart = day * DAY_MS;
  for (let i = 0; i < n; i++) {
    into.push(
      dayStart + (w[i] ?? 0) * MINUTE,
      signed(w[n + i] ?? 0),
      signed(w[2 * n + i] ?? 0),
      signed(w[3 * n + i] ?? 0),
      signed(w[4 * n + i] ?? 0),
    );
  }
}
