import { open, type FileHandle } from 'node:fs/promises';
import type { Db } from './db.ts';

/**
 * Makes acknowledged writes survive a power cut without blocking the event loop. SQLite runs in WAL mode with
 * `synchronous = NORMAL`: a commit writes its frames to the WAL file and returns (durable against a killed process at
 * once), and this class syncs the WAL file to disk on libuv's thread pool before any answer goes out. Writes that
 * arrive while a sync is under way share the next one (group commit), so 200 renames a second cost a few syncs,
 * not 200 blocking ones. Whether anything was written since the last sync is read from SQLite's `total_changes()`.
 */
export class Durability {
  private readonly changes;
  private syncedChanges: number;
  private syncing: Promise<void> | null = null;
  private wal: Promise<Pick<FileHandle, 'datasync' | 'close'>> | null = null;

  constructor(
    private readonly db: Db,
    /** the WAL file to sync; null for an in-memory store */
    private readonly walPath: string | null,
    private readonly openFile: (path: string) => Promise<Pick<FileHandle, 'datasync' | 'close'>> = (path) =>
      open(path, 'r'),
  ) {
    this.changes = db.prepare<[], number>('SELECT total_changes()').pluck();
    this.syncedChanges = this.changes.get() ?? 0;
  }

  /** How many changes were committed so far; a request notes it when it arrives (`flushedSince`). */
  mark(): number {
    return this.walPath ? (this.changes.get() ?? 0) : 0;
  }

  /**
   * Resolves once everything committed so far is on disk, when anything was committed since `mark`. An answer that
   * changed nothing (a read, a file of the console) then goes out at once instead of waiting for a sync that the
   * simulation's or other clients' writes started; an answer whose request wrote waits, as before.
   */
  async flushedSince(mark: number): Promise<void> {
    if (this.mark() > mark) await this.flushed();
  }

  /** Resolves once everything committed so far is on disk. */
  async flushed(): Promise<void> {
    if (!this.walPath) return;
    const target = this.changes.get() ?? 0;
    while (this.syncedChanges < target) {
      this.syncing ??= this.sync().finally(() => (this.syncing = null));
      await this.syncing;
    }
  }

  /** Closes the WAL handle (the app is closing). */
  async close(): Promise<void> {
    await this.syncing;
    const wal = this.wal;
    this.wal = null;
    await (await wal?.catch(() => undefined))?.close();
  }

  private async sync(): Promise<void> {
    const upTo = this.changes.get() ?? 0;
    this.wal ??= this.openFile(this.walPath as string);
    await (await this.wal).datasync();
    this.syncedChanges = Math.max(this.syncedChanges, upTo);
  }
}
