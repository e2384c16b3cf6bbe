import { describe, expect, it } from 'vitest';
import type { OpticalSample } from '../device/optics/historyStore.ts';
import { DAY_MS, SeriesBuilder, packDay, unpackDay } from './opticalCodec.ts';
import { OpticalHistoryDb, openHistoryDb } from './opticalHistoryStore.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 1);
const sample = (mac: number, atMs: number, rx = -2100): OpticalSample => ({
  mac,
  atMs,
  rxCdbm: rx,
  txCdbm: 210,
  tempDc: 452,
  biasCma: 1234,
});

function store(limits = { retentionDays: 30, maxBytes: 1e9 }) {
  return new OpticalHistoryDb(openHistoryDb(':memory:'), limits);
}

/** `days` days of five-minute samples of `macs` ONUs, appended period by period as the device does. */
function appendDays(s: OpticalHistoryDb, macs: number, days: number, from = START): void {
  for (let at = from; at < from + days * DAY_MS; at += 5 * MINUTE)
    s.append(Array.from({ length: macs }, (_, i) => sample(i + 1, at, -2000 - ((at / MINUTE) % 97))));
}

describe('packed optical days', () => {
  it('round-trips a day of samples, negative readings and gaps included, at 10 bytes a sample', () => {
    const day = new SeriesBuilder();
    for (let m = 0; m < 1440; m += 5 * (1 + (m % 3)))
      day.push(START + m * MINUTE, -2000 - m, m % 7 === 0 ? -15 : 300, -50 + m, 900 + (m % 11));
    const back = new SeriesBuilder();
    const packed = packDay(day.series());
    unpackDay(packed, Math.floor(START / DAY_MS), back);
    expect(back.series()).toEqual(day.series());
    expect(packed.length).toBe(4 + day.length * 10);
  });
});

describe('the optical history store', () => {
  it('keeps the current day by hour, packs finished days, and reads one ONU across both in time order', () => {
    const s = store();
    appendDays(s, 3, 2.5);
    const series = s.read(2, START, START + 3 * DAY_MS);
    expect(series.length).toBe(2.5 * 288);
    const times = [...series.atMs];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(series.rxCdbm[0]).toBe(-2000 - ((START / MINUTE) % 97));
    expect(series.tempDc[5]).toBe(452);
    const window = s.read(2, START + DAY_MS - 30 * MINUTE, START + DAY_MS + 30 * MINUTE);
    expect(window.length).toBe(13);
  });

  it('merges a fast-forwarded past with live samples of the same day', () => {
    const s = store();
    const now = START + 2 * DAY_MS + 6 * 3_600_000;
    const past: OpticalSample[] = [];
    for (let at = START; at < now; at += 5 * MINUTE) past.push(sample(7, at));
    s.backfill(7, past);
    s.append([sample(7, now)]);
    s.append([sample(7, now + 5 * MINUTE)]);
    s.append([sample(7, START + 3 * DAY_MS)]);
    const series = s.read(7, START, START + 4 * DAY_MS);
    expect(series.length).toBe(past.length + 3);
    expect(new Set(series.atMs).size).toBe(series.length);
  });

  it('forgets samples and ended drifts beyond the retention', () => {
    const s = store({ retentionDays: 2, maxBytes: 1e9 });
    appendDays(s, 1, 5);
    s.saveDrift({ mac: 1, portId: 1, onuId: 1, startMs: START, endMs: START + MINUTE, dropCdb: 400, minRxCdbm: -2500 });
    s.saveDrift({ mac: 1, portId: 1, onuId: 1, startMs: START + 4 * DAY_MS, endMs: 0, dropCdb: 400, minRxCdbm: -2500 });
    s.prune(START + 5 * DAY_MS);
    expect(s.read(1, START, START + 3 * DAY_MS - 1).length).toBe(0);
    expect(s.read(1, START + 3 * DAY_MS, START + 5 * DAY_MS).length).toBe(2 * 288);
    expect(s.drifts(1, START, START + 5 * DAY_MS).map((d) => d.startMs)).toEqual([START + 4 * DAY_MS]);
  });

  it('drops the oldest days while the file holds more than its bound', () => {
    const s = store({ retentionDays: 30, maxBytes: 1e9 });
    appendDays(s, 64, 6);
    const full = s.usedBytes();
    const bounded = new OpticalHistoryDb((s as unknown as { db: ReturnType<typeof openHistoryDb> }).db, {
      retentionDays: 30,
      maxBytes: full * 0.8,
    });
    bounded.prune(START + 6 * DAY_MS);
    expect(bounded.usedBytes()).toBeLessThan(full);
    expect(bounded.read(1, START, START + DAY_MS).length).toBe(0);
    expect(bounded.read(1, START + 5 * DAY_MS, START + 6 * DAY_MS).length).toBe(288);
  });
});
