import type { Db } from './db.ts';

/** Key-value settings kept as JSON text; every write is one statement, so it is atomic. */
export class SettingsStore {
  private readonly getStmt;
  private readonly setStmt;
  constructor(private readonly db: Db) {
    this.getStmt = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
    this.setStmt = db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
  }

  get<T>(key: string, fallback: T): T {
    const row = this.getStmt.get(key);
    return row ? (JSON.parse(row.value) as T) : fallback;
  }

  set(key: string, value: unknown): void {
    this.setStmt.run(key, JSON.stringify(value));
  }

  /** Several settings in one transaction: all or none. */
  setMany(entries: Record<string, unknown>): void {
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(entries)) this.set(key, value);
    })();
  }
}
