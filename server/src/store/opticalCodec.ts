import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { OpticalSample } from '../device/optics/historyStore.ts';

/**
 * How optical samples are packed. A sample of the current day is 10 bytes (minute of the day, then receive and
 * transmit power, temperature and bias as int16, little-endian), appended to its ONU's row of that hour. A finished
 * day becomes one row per ONU: the same five columns one after the other, each as differences from the sample before
 * (readings wander slowly, so the differences are small), deflated: about 1 KB per ONU and day at the default period.
 */
export const SAMPLE_BYTES = 10;
const DAY_FORMAT = 1;
const MINUTE = 60_000;
export const DAY_MS = 86_400_000;

export const dayOf = (atMs: number): number => Math.floor(atMs / DAY_MS);
export const hourOf = (atMs: number): number => Math.floor(atMs / 3_600_000);

/** A decoded run of samples: columns, times in milliseconds. */
export interface Columns {
  atMs: number[];
  rx: number[];
  tx: number[];
  temp: number[];
  bias: number[];
}

export const emptyColumns = (): Columns => ({ atMs: [], rx: [], tx: [], temp: [], bias: [] });

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

/** The samples of an hour row (whose hour is `hour`), appended to `into`. */
export function unpackHour(blob: Buffer, hour: number, into: Columns): void {
  const dayStart = Math.floor((hour * 3_600_000) / DAY_MS) * DAY_MS;
  for (let at = 0; at + SAMPLE_BYTES <= blob.length; at += SAMPLE_BYTES) {
    into.atMs.push(dayStart + blob.readUInt16LE(at) * MINUTE);
    into.rx.push(blob.readInt16LE(at + 2));
    into.tx.push(blob.readInt16LE(at + 4));
    into.temp.push(blob.readInt16LE(at + 6));
    into.bias.push(blob.readInt16LE(at + 8));
  }
}

/** A day of one ONU's samples (in time order, all of that day) as its day row. */
export function packDay(day: Columns): Buffer {
  const n = day.atMs.length;
  const raw = Buffer.alloc(3 + n * SAMPLE_BYTES);
  raw.writeUInt8(DAY_FORMAT, 0);
  raw.writeUInt16LE(n, 1);
  const minutes = day.atMs.map((at) => Math.floor((at % DAY_MS) / MINUTE));
  let offset = 3;
  for (const column of [minutes, day.rx, day.tx, day.temp, day.bias]) {
    let previous = 0;
    for (const value of column) {
      raw.writeInt16LE(value - previous, offset);
      previous = value;
      offset += 2;
    }
  }
  return deflateRawSync(raw);
}

/** The samples of a day row (of day `day`), appended to `into`. */
export function unpackDay(blob: Buffer, day: number, into: Columns): void {
  const raw = inflateRawSync(blob);
  if (raw.readUInt8(0) !== DAY_FORMAT) throw new RangeError(`unknown optical day format ${raw.readUInt8(0)}`);
  const n = raw.readUInt16LE(1);
  const columns: number[][] = [];
  let offset = 3;
  for (let c = 0; c < 5; c++) {
    const column: number[] = [];
    let value = 0;
    for (let i = 0; i < n; i++, offset += 2) column.push((value += raw.readInt16LE(offset)));
    columns.push(column);
  }
  const [minutes = [], rx = [], tx = [], temp = [], bias = []] = columns;
  const dayStart = day * DAY_MS;
  for (let i = 0; i < n; i++) {
    into.atMs.push(dayStart + (minutes[i] ?? 0) * MINUTE);
    into.rx.push(rx[i] ?? 0);
    into.tx.push(tx[i] ?? 0);
    into.temp.push(temp[i] ?? 0);
    into.bias.push(bias[i] ?? 0);
  }
}
