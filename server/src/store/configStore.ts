import { createHash } from 'node:crypto';
import type { Db } from './db.ts';

/** The device keeps two configurations: the one it runs, and the one it starts with (written by "save"). */
export type ConfigKind = 'running' | 'startup';
/** Configuration sections by name; each value is any JSON value. */
export type ConfigSections = Record<string, unknown>;

type UnsavedListener = (isUnsaved: boolean) => void;

interface Row {
  kind: ConfigKind;
  section: string;
  json: string;
  hash: string;
}

const hashOf = (json: string): string => createHash('sha1').update(json).digest('base64');

/**
 * The running and startup configuration in SQLite, one row per section. Every write is one transaction. The hash of
 * every stored section is kept in memory, so whether running and startup differ is known at once, without reading
 * or serialising megabytes of ONU lists per request.
 */
export class ConfigStore {
  private readonly hashes: Record<ConfigKind, Map<string, string>> = { running: new Map(), startup: new Map() };
  /** sections whose running and startup versions differ */
  private readonly differing = new Set<string>();
  private readonly listeners = new Set<UnsavedListener>();
  private readonly upsertStmt;
  private readonly copyStmt;
  private readonly deleteStmt;
  private readonly deleteKindStmt;
  private readonly readKindStmt;
  private readonly readOneStmt;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.prepare<[ConfigKind, string, string, string]>(
      'INSERT INTO config (kind, section, json, hash) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(kind, section) DO UPDATE SET json = excluded.json, hash = excluded.hash',
    );
    // the WHERE clause is what lets SQLite read ON CONFLICT as an upsert after a SELECT
    this.copyStmt = db.prepare<[ConfigKind, ConfigKind, string]>(
      'INSERT INTO config (kind, section, json, hash) SELECT ?, section, json, hash FROM config WHERE kind = ? AND section = ? ' +
        'ON CONFLICT(kind, section) DO UPDATE SET json = excluded.json, hash = excluded.hash',
    );
    this.deleteStmt = db.prepare<[ConfigKind, string]>('DELETE FROM config WHERE kind = ? AND section = ?');
    this.deleteKindStmt = db.prepare<[ConfigKind]>('DELETE FROM config WHERE kind = ?');
    this.readKindStmt = db.prepare<[ConfigKind], Pick<Row, 'section' | 'json'>>(
      'SELECT section, json FROM config WHERE kind = ?',
    );
    this.readOneStmt = db.prepare<[ConfigKind, string], Pick<Row, 'json'>>(
      'SELECT json FROM config WHERE kind = ? AND section = ?',
    );

    for (const row of db.prepare<[], Omit<Row, 'json'>>('SELECT kind, section, hash FROM config').all()) {
      this.hashes[row.kind].set(row.section, row.hash);
    }
    for (const section of this.sectionNames()) this.compare(section);
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

  /** Stores these sections of the running configuration, all or none; sections left out keep their value. */
  writeRunning(sections: ConfigSections): void {
    const rows = Object.entries(sections)
      .map(([section, value]) => rowOf('running', section, value))
      .filter((row) => this.hashes.running.get(row.section) !== row.hash);
    if (rows.length === 0) return;
    this.db.transaction(() => {
      for (const row of rows) this.upsertStmt.run(row.kind, row.section, row.json, row.hash);
    })();
    this.afterWrite(() => {
      for (const row of rows) {
        this.hashes.running.set(row.section, row.hash);
        this.compare(row.section);
      }
    });
  }

  /** Replaces both configurations with these sections in one transaction (a new device, or one reset to factory). */
  writeBoth(sections: ConfigSections): void {
    const rows = Object.entries(sections).flatMap(([section, value]) => {
      const row = rowOf('running', section, value);
      return [row, { ...row, kind: 'startup' as const }];
    });
    this.db.transaction(() => {
      this.deleteKindStmt.run('running');
      this.deleteKindStmt.run('startup');
      for (const row of rows) this.upsertStmt.run(row.kind, row.section, row.json, row.hash);
    })();
    this.afterWrite(() => {
      this.hashes.running.clear();
      this.hashes.startup.clear();
      this.differing.clear();
      for (const row of rows) this.hashes[row.kind].set(row.section, row.hash);
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

  readRunning(): ConfigSections {
    return this.read('running');
  }

  readStartup(): ConfigSections {
    return this.read('startup');
  }

  /** One section, or undefined when it is not stored. */
  readSection(kind: ConfigKind, section: string): unknown {
    const row = this.readOneStmt.get(kind, section);
    return row ? (JSON.parse(row.json) as unknown) : undefined;
  }

  private read(kind: ConfigKind): ConfigSections {
    return Object.fromEntries(this.readKindStmt.all(kind).map((row) => [row.section, JSON.parse(row.json) as unknown]));
  }

  /** Copies only the sections that differ: saving after one rename does not rewrite every other section. */
  private copy(from: ConfigKind, to: ConfigKind): void {
    const sections = [...this.differing];
    if (sections.length === 0) return;
    this.db.transaction(() => {
      for (const section of sections) {
        if (this.hashes[from].has(section)) this.copyStmt.run(to, from, section);
        else this.deleteStmt.run(to, section);
      }
    })();
    this.afterWrite(() => {
      for (const section of sections) {
        const hash = this.hashes[from].get(section);
        if (hash === undefined) this.hashes[to].delete(section);
        else this.hashes[to].set(section, hash);
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

  private compare(section: string): void {
    if (this.hashes.running.get(section) === this.hashes.startup.get(section)) this.differing.delete(section);
    else this.differing.add(section);
  }

  private sectionNames(): Set<string> {
    return new Set([...this.hashes.running.keys(), ...this.hashes.startup.keys()]);
  }
}

function rowOf(kind: ConfigKind, section: string, value: unknown): Row {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`configuration section ${section} is not JSON`);
  return { kind, section, json, hash: hashOf(json) };
}
