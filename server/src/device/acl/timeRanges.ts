import {
  TIME_RANGE_PERIODS_MAX,
  TIME_RANGE_STATE,
  TIME_RANGES_MAX,
  dateParts,
  minuteOfDay,
  weekdaysOf,
  type AbsolutePeriod,
  type RelativePeriod,
  type TimeRange,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

export interface TimeRangeRecord {
  name: string;
  absolute: AbsolutePeriod[];
  relative: RelativePeriod[];
}

/** A date and time of day on the device clock (local time), as epoch milliseconds. */
function localMs(day: string, time: string): number {
  const [y, m, d] = dateParts(day) ?? [1970, 1, 1];
  const minutes = minuteOfDay(time) ?? 0;
  return new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60).getTime();
}

/** Whether a weekly period covers a moment: its weekday, from its start minute up to (not including) its end. */
export function relativeCovers(p: RelativePeriod, atMs: number): boolean {
  const at = new Date(atMs);
  const minute = at.getHours() * 60 + at.getMinutes();
  return (
    weekdaysOf(p.day).includes(at.getDay()) &&
    minute >= (minuteOfDay(p.stime) ?? 0) &&
    minute < (minuteOfDay(p.etime) ?? 0)
  );
}

/** Whether an absolute period covers a moment: from its start up to (not including) its end. */
export const absoluteCovers = (p: AbsolutePeriod, atMs: number): boolean =>
  atMs >= localMs(p.sday, p.stime) && atMs < localMs(p.eday, p.etime);

/**
 * Whether a time range is active at a moment. As on the device family, the absolute periods bound when the range
 * may apply at all and the weekly ones when within that; a range with one kind only follows that kind, and a range
 * without periods never applies.
 */
export function isActive(range: TimeRangeRecord, atMs: number): boolean {
  const inAbsolute = range.absolute.some((p) => absoluteCovers(p, atMs));
  const inRelative = range.relative.some((p) => relativeCovers(p, atMs));
  if (range.absolute.length > 0 && range.relative.length > 0) return inAbsolute && inRelative;
  if (range.absolute.length > 0) return inAbsolute;
  return inRelative;
}

const sameTime = (a: string, b: string) => minuteOfDay(a) === minuteOfDay(b);
const sameDay = (a: string, b: string) => String(dateParts(a)) === String(dateParts(b));

/** The device's time ranges by name, in the order they were made. */
export class TimeRanges {
  private ranges = new Map<string, TimeRangeRecord>();

  list(atMs: number, name?: string): TimeRange[] {
    return [...this.ranges.values()]
      .filter((r) => name === undefined || name === 'all' || r.name === name)
      .map((r) => ({
        name: r.name,
        state: isActive(r, atMs) ? TIME_RANGE_STATE.active : TIME_RANGE_STATE.inactive,
        absolute: r.absolute.map((p) => ({ ...p })),
        relative: r.relative.map((p) => ({ ...p })),
      }));
  }

  has(name: string): boolean {
    return this.ranges.has(name);
  }

  names(): string[] {
    return [...this.ranges.keys()];
  }

  isActive(name: string, atMs: number): boolean {
    const range = this.ranges.get(name);
    return range !== undefined && isActive(range, atMs);
  }

  /** Adds a period to a range, making the range if it is new; the same period twice is refused. */
  addPeriod(name: string, period: { relative: RelativePeriod } | { absolute: AbsolutePeriod }): void {
    const range = this.ranges.get(name) ?? { name, absolute: [], relative: [] };
    if (!this.ranges.has(name) && this.ranges.size >= TIME_RANGES_MAX) refuse(`at most ${TIME_RANGES_MAX} time ranges`);
    if ('relative' in period) {
      const p = period.relative;
      if (range.relative.some((q) => q.day === p.day && sameTime(q.stime, p.stime) && sameTime(q.etime, p.etime)))
        refuse(`time range ${name} already has ${p.day} ${p.stime}-${p.etime}`);
      if (range.relative.length >= TIME_RANGE_PERIODS_MAX) refuse(`at most ${TIME_RANGE_PERIODS_MAX} weekly periods`);
      range.relative.push({ ...p });
    } else {
      const p = period.absolute;
      if (range.absolute.some((q) => sameDay(q.sday, p.sday) && sameTime(q.stime, p.stime)))
        refuse(`time range ${name} already has a period starting ${p.sday} ${p.stime}`);
      if (range.absolute.length >= TIME_RANGE_PERIODS_MAX) refuse(`at most ${TIME_RANGE_PERIODS_MAX} absolute periods`);
      range.absolute.push({ ...p });
    }
    this.ranges.set(name, range);
  }

  /** Removes the period of `name` starting at `time` (on `day` for an absolute one): a day says which kind. */
  deletePeriod(name: string, time: string, day: string): void {
    const range = this.ranges.get(name);
    if (!range) refuse(`no time range named ${name}`);
    if (day !== '') {
      const i = range.absolute.findIndex((p) => sameDay(p.sday, day) && sameTime(p.stime, time));
      if (i < 0) refuse(`time range ${name} has no absolute period starting ${day} ${time}`);
      range.absolute.splice(i, 1);
    } else {
      const before = range.relative.length;
      range.relative = range.relative.filter((p) => !sameTime(p.stime, time));
      if (range.relative.length === before) refuse(`time range ${name} has no weekly period starting ${time}`);
    }
  }

  delete(names: readonly string[]): void {
    for (const name of names) this.ranges.delete(name);
  }

  export(): TimeRangeRecord[] {
    return [...this.ranges.values()].map((r) => structuredClone(r));
  }

  replace(records: readonly TimeRangeRecord[]): void {
    this.ranges = new Map(records.map((r) => [r.name, structuredClone(r)]));
  }
}
