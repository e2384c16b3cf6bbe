import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DriftRecord, OpticalHistoryStore, OpticalSample, OpticalSeries } from '../device/optics/historyStore.ts';
import type { Db } from './db.ts';
import { DAY_MS, SeriesBuilder, dayOf, hourOf, packDay, packSample, unpackDay, unpackHour } from './opticalCodec.ts';

/** The history's own file beside the configuration store: it is large, rewritten every period, and not configuration. */
export const HISTORY_FILE = 'optics.sqlite';
/** Large pages hold several packed days each, so the file stays close to the size of what it holds. */
const PAGE_BYTES = 16_384;

interface HistoryLimits {
  /** samples older than this many days go */
  retentionDays: number;
  /** and the oldest days go while the file holds more than this */
  maxBytes: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS recent (hour INTEGER NOT NULL, mac INTEGER NOT NULL, samples BLOB NOT NULL,
    PRIMARY KEY (hour, mac)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS days (mac INTEGER NOT NULL, day INTEGER NOT NULL, samples BLOB NOT NULL,
    PRIMARY KEY (mac, day)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS drifts (mac INTEGER NOT NULL, start_ms INTEGER NOT NULL, port_id INTEGER NOT NULL,
    onu_id INTEGER NOT NULL, end_ms INTEGER NOT NULL, drop_cdb INTEGER NOT NULL, min_rx_cdbm INTEGER NOT NULL,
    PRIMARY KEY (mac, start_ms)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS drifts_by_pon ON drifts (port_id, start_ms);
`;

/** Opens (or creates) the history file in `dataDir`, or an in-memory one for `:memory:`. */
export function openHistoryDb(dataDir: string): Db {
  const path = dataDir === ':memory:' ? ':memory:' : join(dataDir, HISTORY_FILE);
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path);
  db.pragma(`page_size = ${PAGE_BYTES}`);
  if (dataDir !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // samples are not configuration: a power cut may cost the last period, never the file
    db.pragma('synchronous = NORMAL');
  }
  db.exec(SCHEMA);
  return db;
}

interface DriftRow {
  mac: number;
  start_ms: number;
  port_id: number;
  onu_id: number;
  end_ms: number;
  drop_cdb: number;
  min_rx_cdbm: number;
}

/**
 * The optical history in SQLite (the device's OpticalHistoryStore). The current day is kept as one row per ONU and
 * hour, keyed by hour first so a period's appends touch a few neighbouring pages; when a day is over its rows become
 * one packed row per ONU and day, keyed by ONU first so one ONU's month is a short range scan (opticalCodec.ts).
 */
export class OpticalHistoryDb implements OpticalHistoryStore {
  private readonly appendStmt;
  private readonly hourStmt;
  private readonly daysStmt;
  private readonly putDayStmt;
  private readonly getDayStmt;
  private readonly saveDriftStmt;
  private readonly driftsStmt;
  /** the oldest day still in the hour rows */
  private firstRecentDay: number | null;
  /**
   * Every read fills this one builder: a month of one ONU is a large set of typed arrays, and allocating them for each
   * read under load made V8 collect the whole heap again and again, stalling every answer (README › Benchmarks). A
   * read's series is therefore valid until the next read; both callers use it at once.
   */
  private readonly scratch = new SeriesBuilder(32 * 300);

  constructor(
    private readonly db: Db,
    private readonly limits: HistoryLimits,
  ) {
    this.appendStmt = db.prepare<[number, number, Buffer]>(
      'INSERT INTO recent (hour, mac, samples) VALUES (?, ?, ?) ' +
        'ON CONFLICT (hour, mac) DO UPDATE SET samples = CAST(samples || excluded.samples AS BLOB)',
    );
    this.hourStmt = db.prepare<[number, number], { samples: Buffer }>(
      'SELECT samples FROM recent WHERE hour = ? AND mac = ?',
    );
    this.daysStmt = db.prepare<[number, number, number], { day: number; samples: Buffer }>(
      'SELECT day, samples FROM days WHERE mac = ? AND day BETWEEN ? AND ? ORDER BY day',
    );
    this.putDayStmt = db.prepare<[number, number, Buffer]>(
      'INSERT OR REPLACE INTO days (mac, day, samples) VALUES (?, ?, ?)',
    );
    this.getDayStmt = db.prepare<[number, number], { samples: Buffer }>(
      'SELECT samples FROM days WHERE mac = ? AND day = ?',
    );
    this.saveDriftStmt = db.prepare<[number, number, number, number, number, number, number]>(
      'INSERT OR REPLACE INTO drifts (mac, start_ms, port_id, onu_id, end_ms, drop_cdb, min_rx_cdbm) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.driftsStmt = db.prepare<[number, number, number], DriftRow>(
      'SELECT * FROM drifts WHERE port_id = ? AND start_ms <= ? AND (end_ms = 0 OR end_ms >= ?) ORDER BY start_ms',
    );
    const oldest = db.prepare<[], { hour: number | null }>('SELECT MIN(hour) AS hour FROM recent').get();
    this.firstRecentDay = oldest?.hour == null ? null : Math.floor(oldest.hour / 24);
  }

  append(samples: readonly OpticalSample[]): void {
    if (samples.length === 0) return;
    const day = dayOf(samples[0]?.atMs ?? 0);
    this.db.transaction(() => {
      if (this.firstRecentDay !== null && this.firstRecentDay < day) this.compact(day);
      for (const s of samples) this.appendStmt.run(hourOf(s.atMs), s.mac, packSample(s));
      this.firstRecentDay ??= day;
    })();
  }

  read(mac: number, fromMs: number, toMs: number): OpticalSeries {
    const days = this.daysStmt.all(mac, dayOf(fromMs), dayOf(toMs));
    const into = this.scratch.restart(fromMs, toMs);
    for (const row of days) unpackDay(row.samples, row.day, into);
    if (this.firstRecentDay !== null) {
      const toHour = hourOf(toMs);
      for (let hour = Math.max(hourOf(fromMs), this.firstRecentDay * 24); hour <= toHour; hour++) {
        const row = this.hourStmt.get(hour, mac);
        if (row) unpackHour(row.samples, hour, into);
      }
    }
    return into.series();
  }

  saveDrift(d: DriftRecord): void {
    this.saveDriftStmt.run(d.mac, d.startMs, d.portId, d.onuId, d.endMs, d.dropCdb, d.minRxCdbm);
  }

  drifts(portId: number, fromMs: number, toMs: number): DriftRecord[] {
    return this.driftsStmt.all(portId, toMs, fromMs).map((r) => ({
      mac: r.mac,
      portId: r.port_id,
      onuId: r.onu_id,
      startMs: r.start_ms,
      endMs: r.end_ms,
      dropCdb: r.drop_cdb,
      minRxCdbm: r.min_rx_cdbm,
    }));
  }

  backfill(mac: number, samples: readonly OpticalSample[]): void {
    const last = samples.at(-1);
    if (!last) return;
    const today = dayOf(last.atMs);
    const byDay = new Map<number, SeriesBuilder>();
    this.db.transaction(() => {
      for (const s of samples) {
        const day = dayOf(s.atMs);
        if (day === today) {
          this.appendStmt.run(hourOf(s.atMs), mac, packSample(s));
          continue;
        }
        let columns = byDay.get(day);
        if (!columns) byDay.set(day, (columns = new SeriesBuilder(300)));
        columns.pushSample(s);
      }
      for (const [day, columns] of byDay) this.putDay(mac, day, columns);
      if (this.firstRecentDay === null || this.firstRecentDay > today) this.firstRecentDay = today;
    })();
  }

  isEmpty(): boolean {
    const one = (table: string) => this.db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() !== undefined;
    return !one('days') && !one('recent');
  }

  prune(nowMs: number): void {
    const cutoffDay = dayOf(nowMs) - this.limits.retentionDays;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM days WHERE day < ?').run(cutoffDay);
      this.db.prepare('DELETE FROM recent WHERE hour < ?').run(cutoffDay * 24);
      this.db.prepare('DELETE FROM drifts WHERE end_ms <> 0 AND end_ms < ?').run(cutoffDay * DAY_MS);
      // freed pages are reused, so the file stops growing once it holds the bound
      while (this.usedBytes() > this.limits.maxBytes) {
        const oldest = this.db.prepare<[], { day: number | null }>('SELECT MIN(day) AS day FROM days').get();
        if (oldest?.day == null) break;
        this.db.prepare('DELETE FROM days WHERE day = ?').run(oldest.day);
      }
    })();
  }

  /** Bytes of the file in use (freed pages excluded). */
  usedBytes(): number {
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const free = this.db.pragma('freelist_count', { simple: true }) as number;
    return (pages - free) * (this.db.pragma('page_size', { simple: true }) as number);
  }

  /** The hour rows of days before `day` become day rows. */
  private compact(day: number): void {
    const rows = this.db
      .prepare<[number], { hour: number; mac: number; samples: Buffer }>(
        'SELECT hour, mac, samples FROM recent WHERE hour < ? ORDER BY mac, hour',
      )
      .all(day * 24);
    const pending = new Map<string, { mac: number; day: number; columns: SeriesBuilder }>();
    for (const row of rows) {
      const rowDay = Math.floor(row.hour / 24);
      const key = `${row.mac}/${rowDay}`;
      let entry = pending.get(key);
      if (!entry) pending.set(key, (entry = { mac: row.mac, day: rowDay, columns: new SeriesBuilder(300) }));
      unpackHour(row.samples, row.hour, entry.columns);
    }
    for (const { mac, day: rowDay, columns } of pending.values()) this.putDay(mac, rowDay, columns);
    this.db.prepare('DELETE FROM recent WHERE hour < ?').run(day * 24);
    this.firstRecentDay = day;
  }

  /** Writes a day row, merged with the one already there (a day both fast-forwarded and sampled). */
  private putDay(mac: number, day: number, columns: SeriesBuilder): void {
    const existing = this.getDayStmt.get(mac, day);
    let merged = columns;
    if (existing) {
      merged = new SeriesBuilder(300);
      unpackDay(existing.samples, day, merged);
      const added = columns.series();
      for (let i = 0; i < added.length; i++)
        merged.push(
          added.atMs[i] ?? 0,
          added.rxCdbm[i] ?? 0,
          added.txCdbm[i] ?? 0,
          added.tempDc[i] ?? 0,
          added.biasCma[i] ?? 0,
        );
      merged = merged.sorted();
    }
    this.putDayStmt.run(mac, day, packDay(merged.series()));
  }
}
