import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AlarmEntry } from '@olt/protocol';

/** Alarms kept of the device's feed, the newest. */
const ALARMS_KEPT = 500;

/**
 * What this server keeps about one device it fronts, in a SQLite file of its own named after the device's address:
 * the operators' preferences (the theme), whether changes passed through since the last save, the alarms heard
 * on the device's feed and the audit of what passed through. Nothing here is the device's configuration, and nothing is ever written to the device.
 */
export class DeviceStore {
  /** the store itself, for the audit trail (store/auditLog.ts keeps its own table in it) */
  readonly db: Database.Database;

  constructor(dataDir: string, address: string) {
    if (dataDir === ':memory:') this.db = new Database(':memory:');
    else {
      const dir = join(dataDir, 'devices');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      this.db = new Database(join(dir, `${address.replace(/[^A-Za-z0-9.-]/g, '_')}.sqlite`));
      this.db.pragma('journal_mode = WAL');
    }
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS alarms (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, alarm_id INTEGER NOT NULL, level INTEGER NOT NULL,
        content TEXT NOT NULL, time TEXT NOT NULL);
      -- the audit of what passed through this server, the table the simulated OLT keeps (store/migrations.ts)
      CREATE TABLE IF NOT EXISTS audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT, time_ms INTEGER NOT NULL, user TEXT NOT NULL, level INTEGER NOT NULL,
        address TEXT NOT NULL, kind TEXT NOT NULL, area TEXT NOT NULL, endpoint TEXT NOT NULL,
        endpoint_id TEXT NOT NULL, params TEXT NOT NULL, result TEXT NOT NULL, code INTEGER NOT NULL,
        message TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS audit_time ON audit (time_ms);
      CREATE INDEX IF NOT EXISTS audit_user ON audit (user, id);
    `);
  }

  get<T>(key: string, fallback: T): T {
    const row = this.db.prepare('SELECT value FROM kv WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : fallback;
  }

  set(key: string, value: unknown): void {
    this.db
      .prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, JSON.stringify(value));
  }

  addAlarm(alarm: AlarmEntry): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO alarms (alarm_id, level, content, time) VALUES (?, ?, ?, ?)')
        .run(alarm.alarm_id, alarm.level, alarm.content, alarm.time);
      this.db.prepare('DELETE FROM alarms WHERE seq <= (SELECT MAX(seq) FROM alarms) - ?').run(ALARMS_KEPT);
    })();
  }

  /** The latest alarms, newest first. */
  alarms(limit: number): AlarmEntry[] {
    return this.db
      .prepare('SELECT alarm_id, level, content, time FROM alarms ORDER BY seq DESC LIMIT ?')
      .all(limit) as AlarmEntry[];
  }

  close(): void {
    this.db.close();
  }
}
