import { createHash } from 'node:crypto';
import type { Db } from './db.ts';

/** The device keeps two configurations: the one it runs, and the one it starts with (written by "save"). */
export type ConfigKind = 'running' | 'startup';

/** One stored row: a whole section (key '') or one record of a section stored row by row. */
export interface ConfigRow {
  section: string;
  key: string;
  value: unknown;
}

/** A row to write; `value` undefined deletes it. */
export interface RowChange {
  section: string;
  key: string;
  value: unknown;
}

type UnsavedListener = (isUnsaved: boolean) => void;

interface Row {
  kind: ConfigKind;
  section: string;
  key: string;
  json: string;
  hash: string;
}

const hashOf = (json: string): string => createHash('sha1').update(json).digest('base64');
const id = (section: string, key: string): string => `${section}\u0000${key}`;
const split = (rowId: string): [string, string] => rowId.split('\u0000') as [string, string];

/**
 * The running and startup configuration in SQLite, as rows of (section, key): a section stored whole has one row with
 * key '', a list stored row by row (the ONUs) has one row per record. Every write is one transaction, and a row whose
 * content did not change is not written. The hash of every stored row is kept in memory, so whether running and
 * startup differ is known at once, and a save copies only the rows that differ.
 */
export class ConfigStore {
  private readonly hashes: Record<ConfigKind, Map<string, string>> = { running: new Map(), startup: new Map() };
  /** rows whose running and startup versions differ */
  private readonly differing = new Set<string>();
  private readonly listeners = new Set<UnsavedListener>();
  private readonly upsertStmt;
  private readonly copyStmt;
  private readonly deleteStmt;
  private readonly deleteKindStmt;
  private readonly readKindStmt;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.prepare<[ConfigKind, string, string, string, string]>(
      'INSERT INTO config_rows (kind, section, key, json, hash) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT(kind, section, key) DO UPDATE SET json = excluded.json, hash = excluded.hash',
    );
    // the WHERE clause is what lets SQLite read ON CONFLICT as an upsert after a SELECT
    this.copyStmt = db.prepare<[ConfigKind, ConfigKind, string, string]>(
      'INSERT INTO config_rows (kind, section, key, json, hash) ' +
        'SELECT ?, section, key, json, hash FROM config_rows WHERE kind = ? AND section = ? AND key = ? ' +
        'ON CONFLICT(kind, section, key) DO UPDATE SET json = excluded.json, hash = excluded.hash',
    );
    this.deleteStmt = db.prepare<[ConfigKind, string, string]>(
      'DELETE FROM config_rows WHERE kind = ? AND section = ? AND key = ?',
    );
    this.deleteKindStmt = db.prepare<[ConfigKind]>('DELETE FROM config_rows WHERE kind = ?');
    this.readKindStmt = db.prepare<[ConfigKind], Pick<Row, 'section' | 'key' | 'json'>>(
      'SELECT section, key, json FROM config_rows WHERE kind = ?',
    );
    for (const row of db.prepare<[], Omit<Row, 'json'>>('SELECT kind, section, key, hash FROM config_rows').all()) {
      this.hashes[row.kind].set(id(row.section, row.key), row.hash);
    }
    for (const rowId of new Set([...this.hashes.running.keys(), ...this.hashes.startup.keys()])) this.compare(rowId);
  }

  /** Whether a running configuration has been stored (false on a new data directory). */
  hasRunning(): boolean {
    return this.hashes.running.size > 0;
  }

  /** Whether the running configuration differs from the startup configuration. */
  isUnsaved(): boolean {
    return this.differing.size > 0;
  }

  /** Hears every flip of `isUnsaved()`; answers the function that stops listening. */
  onUnsavedChange(listener: UnsavedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Writes rows of the running configuration, all or none. In each section of `replaced`, stored rows that `changes`
   * does not name are deleted (a list written whole). Answers how many rows were written or deleted.
   */
  writeRunning(changes: readonly RowChange[], replaced: ReadonlySet<string> = new Set()): number {
    const running = this.hashes.running;
    const upserts: Row[] = [];
    const deletes = new Set<string>();
    const named = new Set<string>();
    for (const change of changes) {
      const rowId = id(change.section, change.key);
      named.add(rowId);
      if (change.value === undefined) {
        if (running.has(rowId)) deletes.add(rowId);
        continue;
      }
      const row = rowOf('running', change.section, change.key, change.value);
      if (running.get(rowId) !== row.hash) upserts.push(row);
    }
    if (replaced.size > 0)
      for (const rowId of running.keys()) {
        const [section, key] = split(rowId);
        if (key !== '' && replaced.has(section) && !named.has(rowId)) deletes.add(rowId);
      }
    if (upserts.length === 0 && deletes.size === 0) return 0;
    this.db.transaction(() => {
      for (const row of upserts) this.upsertStmt.run(row.kind, row.section, row.key, row.json, row.hash);
      for (const rowId of deletes) this.deleteStmt.run('running', ...split(rowId));
    })();
    this.afterWrite(() => {
      for (const row of upserts) {
        running.set(id(row.section, row.key), row.hash);
        this.compare(id(row.section, row.key));
      }
      for (const rowId of deletes) {
        running.delete(rowId);
        this.compare(rowId);
      }
    });
    return upserts.length + deletes.size;
  }

  /** Replaces both configurations with these rows in one transaction (a new device, or one reset to factory). */
  writeBoth(rows: readonly ConfigRow[]): void {
    const stored = rows.flatMap((r) => {
      const row = rowOf('running', r.section, r.key, r.value);
      return [row, { ...row, kind: 'startup' as const }];
    });
    this.db.transaction(() => {
      this.deleteKindStmt.run('running');
      this.deleteKindStmt.run('startup');
      for (const row of stored) this.upsertStmt.run(row.kind, row.section, row.key, row.json, row.hash);
    })();
    this.afterWrite(() => {
      this.hashes.running.clear();
      this.hashes.startup.clear();
      this.differing.clear();
      for (const row of stored) this.hashes[row.kind].set(id(row.section, row.key), row.hash);
    });
  }

  /** Replaces the startup configuration with these rows in one transaction (a restored file, a factory reset). */
  writeStartup(rows: readonly ConfigRow[]): void {
    const stored = rows.map((r) => rowOf('startup', r.section, r.key, r.value));
    this.db.transaction(() => {
      this.deleteKindStmt.run('startup');
      for (const row of stored) this.upsertStmt.run(row.kind, row.section, row.key, row.json, row.hash);
    })();
    this.afterWrite(() => {
      const before = [...this.hashes.startup.keys()];
      this.hashes.startup.clear();
      for (const row of stored) this.hashes.startup.set(id(row.section, row.key), row.hash);
      for (const rowId of new Set([...before, ...this.hashes.startup.keys(), ...this.hashes.running.keys()]))
        this.compare(rowId);
    });
  }

  /**
   * Rewrites, in both configurations and one transaction, a section stored whole (key '') as rows: `split` answers
   * the rows for a stored value, or null to leave it. Stores written before a list was kept row by row are read so.
   */
  splitSection(section: string, split: (whole: unknown) => { key: string; value: unknown }[] | null): void {
    const plans = (['running', 'startup'] as const).flatMap((kind) => {
      if (!this.hashes[kind].has(id(section, ''))) return [];
      const rows = split(this.readRow(kind, section));
      return rows ? [{ kind, rows: rows.map((r) => rowOf(kind, section, r.key, r.value)) }] : [];
    });
    if (plans.length === 0) return;
    this.db.transaction(() => {
      for (const plan of plans) {
        this.deleteStmt.run(plan.kind, section, '');
        for (const row of plan.rows) this.upsertStmt.run(row.kind, row.section, row.key, row.json, row.hash);
      }
    })();
    this.afterWrite(() => {
      for (const plan of plans) {
        this.hashes[plan.kind].delete(id(section, ''));
        this.compare(id(section, ''));
        for (const row of plan.rows) {
          this.hashes[plan.kind].set(id(row.section, row.key), row.hash);
          this.compare(id(row.section, row.key));
        }
      }
    });
  }

  /** "Save": the running configuration becomes the startup configuration, in one transaction. */
  saveStartup(): void {
    this.copy('running', 'startup');
  }

  /** After a device reboot: the running configuration is the startup configuration again. */
  revertRunning(): void {
    this.copy('startup', 'running');
  }

  /** Every row of a configuration, optionally only of some sections. */
  readRows(kind: ConfigKind, sections?: readonly string[]): ConfigRow[] {
    const wanted = sections ? new Set(sections) : null;
    return this.readKindStmt
      .all(kind)
      .filter((row) => !wanted || wanted.has(row.section))
      .map((row) => ({ section: row.section, key: row.key, value: JSON.parse(row.json) as unknown }));
  }

  /** One row, or undefined when it is not stored. */
  readRow(kind: ConfigKind, section: string, key = ''): unknown {
    return this.readRows(kind, [section]).find((row) => row.key === key)?.value;
  }

  /** Copies only the rows that differ: saving after one rename writes one row. */
  private copy(from: ConfigKind, to: ConfigKind): void {
    const rowIds = [...this.differing];
    if (rowIds.length === 0) return;
    this.db.transaction(() => {
      for (const rowId of rowIds) {
        if (this.hashes[from].has(rowId)) this.copyStmt.run(to, from, ...split(rowId));
        else this.deleteStmt.run(to, ...split(rowId));
      }
    })();
    this.afterWrite(() => {
      for (const rowId of rowIds) {
        const hash = this.hashes[from].get(rowId);
        if (hash === undefined) this.hashes[to].delete(rowId);
        else this.hashes[to].set(rowId, hash);
      }
      this.differing.clear();
    });
  }

  /** Updates the in-memory view once the transaction has committed, then tells listeners if the state flipped. */
  private afterWrite(update: () => void): void {
    const was = this.isUnsaved();
    update();
    const is = this.isUnsaved();
    if (is !== was) for (const listener of [...this.listeners]) listener(is);
  }

  private compare(rowId: string): void {
    if (this.hashes.running.get(rowId) === this.hashes.startup.get(rowId)) this.differing.delete(rowId);
    else this.differing.add(rowId);
  }
}

function rowOf(kind: ConfigKind, section: string, key: string, value: unknown): Row {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`configuration row ${section}/${key} is not JSON`);
  return { kind, section, key, json, hash: hashOf(json) };
}
