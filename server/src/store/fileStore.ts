import type { Db } from './db.ts';

/** A file the device serves from its store. */
interface StoredFile {
  name: string;
  mime: string;
  body: Buffer;
  updatedAtMs: number;
}

interface FileRow {
  name: string;
  mime: string;
  body: Buffer;
  updated_at: number;
}

/**
 * Files the device serves (the logos), kept in SQLite beside the configuration so that a backup or a restart keeps
 * them. Each write is one statement, so a file is replaced whole or not at all.
 */
export class FileStore {
  private readonly getStmt;
  private readonly putStmt;
  private readonly deleteStmt;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.getStmt = db.prepare<[string], FileRow>('SELECT name, mime, body, updated_at FROM files WHERE name = ?');
    this.putStmt = db.prepare<[string, string, Buffer, number]>(
      `INSERT INTO files (name, mime, body, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET mime = excluded.mime, body = excluded.body, updated_at = excluded.updated_at`,
    );
    this.deleteStmt = db.prepare<[string]>('DELETE FROM files WHERE name = ?');
  }

  put(name: string, mime: string, body: Buffer): void {
    this.putStmt.run(name, mime, body, this.now());
  }

  get(name: string): StoredFile | undefined {
    const row = this.getStmt.get(name);
    return row && { name: row.name, mime: row.mime, body: row.body, updatedAtMs: row.updated_at };
  }

  delete(name: string): boolean {
    return this.deleteStmt.run(name).changes > 0;
  }
}
