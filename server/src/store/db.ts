import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

/** The store file inside the data directory. */
export const DB_FILE = 'olt.sqlite';

/** The data directory holds something that is not this server's store; nothing was changed. */
class StoreRefused extends Error {
  constructor(path: string, why: string) {
    super(
      `${path} ${why}. Point --data-dir at this server's data directory, or at a new one to start a factory-fresh ` +
        'device; to reset, stop the server and delete the data directory.',
    );
    this.name = 'StoreRefused';
  }
}

/**
 * Opens the store in `dataDir` (or in memory for `:memory:`) in WAL mode, and brings the schema up to date. An
 * acknowledged write survives a killed process and, through durability.ts, a power cut. A new directory gets a new store, readable by
 * the server's user only (it holds the password hashes); an existing file that is empty, not SQLite, or another
 * program's database is refused rather than silently replaced by a factory-fresh device.
 */
export function openDb(dataDir: string): Db {
  if (dataDir === ':memory:') {
    const db = new Database(':memory:');
    prepare(db);
    return db;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, DB_FILE);
  const isNew = !existsSync(path);
  if (!isNew && statSync(path).size === 0) throw new StoreRefused(path, 'is an empty file, not a device store');
  let db: Db;
  try {
    db = new Database(path);
    if (!isNew) checkOwnStore(db, path);
    db.pragma('journal_mode = WAL');
    // commits reach the WAL file before they return (a killed process loses nothing); durability.ts syncs the WAL
    // to disk off the event loop before an answer goes out, sharing one sync among the writes waiting for it
    db.pragma('synchronous = NORMAL');
  } catch (err) {
    if (err instanceof StoreRefused) throw err;
    throw new StoreRefused(path, `cannot be opened as a device store (${(err as Error).message})`);
  }
  if (isNew) chmodSync(path, 0o600);
  try {
    prepare(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

function checkOwnStore(db: Db, path: string): void {
  const tables = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => t.name),
  );
  if (!tables.has('schema_version')) {
    db.close();
    throw new StoreRefused(path, tables.size === 0 ? 'is an empty database' : "is another program's database");
  }
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  if ((row?.version ?? 0) > MIGRATIONS.length) {
    db.close();
    throw new StoreRefused(path, `was written by a newer version of this server (schema ${row?.version})`);
  }
}

function prepare(db: Db): void {
  db.pragma('foreign_keys = ON');
  migrate(db);
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  const current = row?.version ?? 0;
  const apply = db.transaction(() => {
    for (let v = current; v < MIGRATIONS.length; v++) {
      const step = MIGRATIONS[v] ?? '';
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.prepare('DELETE FROM schema_version').run();
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(MIGRATIONS.length);
  });
  if (current < MIGRATIONS.length) apply();
}
