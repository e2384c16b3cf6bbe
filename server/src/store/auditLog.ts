import { AUDIT_PARAMS_MAX_CHARS, type AuditEntry, type AuditFilter } from '@olt/protocol';
import type { Db } from './db.ts';

/** An entry before it is stored. */
export type AuditRecord = Omit<AuditEntry, 'id'>;

export interface AuditRetention {
  /** entries kept at most; the oldest go first */
  maxRows: number;
  /** entries older than this go */
  maxAgeDays: number;
}

/** Entries waiting for the store at most (about 1 MB); beyond it the oldest are dropped and counted. */
const QUEUE_MAX = 5_000;
/** How long a failed insert waits before it is tried again. */
const RETRY_MS = 1_000;
/** Inserts between two prunings of the table (and at most an hour between them). */
const PRUNE_EVERY_INSERTS = 500;
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Parameter names whose values are secrets: login keys, passwords, shared secrets, tokens, communities. */
const SECRET_NAME = /^(key\d*|value\d*)$|pass|secret|token|community/i;

/** The parameters of a request as stored: JSON with every secret masked, cut to AUDIT_PARAMS_MAX_CHARS. */
export function auditParams(params: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(params ?? {}, (name, value: unknown) =>
      name !== '' && SECRET_NAME.test(name) && value !== '' && value !== undefined && typeof value !== 'object'
        ? '***'
        : value,
    );
  } catch {
    // a value JSON cannot write (too deep, circular): the entry is still recorded, without it
    text = '"(parameters not readable)"';
  }
  return text.length > AUDIT_PARAMS_MAX_CHARS ? `${text.slice(0, AUDIT_PARAMS_MAX_CHARS - 1)}…` : text;
}

/**
 * The audit trail in SQLite. Recording never blocks or fails the request that is recorded: `record` queues the
 * entry and returns; the queue is written in one transaction on the next turn of the event loop, before the WAL
 * sync that lets the next answer go out. An insert the store refuses (a full disk) is retried every second from the
 * queue, which holds QUEUE_MAX entries; past that the oldest are dropped and a marker entry says how many were lost.
 */
export class AuditLog {
  private queue: AuditRecord[] = [];
  private lost = 0;
  private timer: NodeJS.Immediate | NodeJS.Timeout | null = null;
  private insertsSincePrune = 0;
  private lastPruneMs = 0;
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly retention: AuditRetention,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.insert = db.prepare(
      `INSERT INTO audit (time_ms, user, level, address, kind, area, endpoint, endpoint_id, params, result, code, message)
       VALUES (@time_ms, @user, @level, @address, @kind, @area, @endpoint, @endpoint_id, @params, @result, @code, @message)`,
    );
    this.dropOld();
  }

  /** Queues an entry; it reaches the store on the next turn of the event loop. */
  record(entry: AuditRecord): void {
    this.queue.push(entry);
    if (this.queue.length > QUEUE_MAX) {
      this.queue.shift();
      this.lost++;
    }
    this.timer ??= setImmediate(() => this.flush());
  }

  /** Writes what is queued now (reads call it first, so they see every entry recorded before them). */
  flush(): void {
    if (this.timer) {
      clearImmediate(this.timer as NodeJS.Immediate);
      clearTimeout(this.timer as NodeJS.Timeout);
      this.timer = null;
    }
    if (this.queue.length === 0 && this.lost === 0) return;
    const batch = this.queue;
    const lost = this.lost;
    try {
      this.db.transaction(() => {
        if (lost > 0) this.insert.run(lostMarker(lost, this.now()));
        for (const entry of batch) this.insert.run(entry);
      })();
      this.queue = this.queue.slice(batch.length);
      this.lost -= lost;
      this.insertsSincePrune += batch.length;
      if (this.insertsSincePrune >= PRUNE_EVERY_INSERTS || this.now() - this.lastPruneMs >= PRUNE_EVERY_MS) {
        this.dropOld();
      }
    } catch (err) {
      this.onError(err);
      this.timer = setTimeout(() => this.flush(), RETRY_MS);
      this.timer.unref();
    }
  }

  /** Entries matching `filter`, newest first, one page of them, and how many match in all. */
  page(filter: AuditFilter, page: number, size: number): { total: number; rows: AuditEntry[] } {
    this.flush();
    const { where, args } = whereOf(filter);
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n FROM audit ${where}`).get(...args) as { n: number };
    const rows = this.db
      .prepare(`SELECT * FROM audit ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, size, (page - 1) * size) as AuditEntry[];
    return { total: n, rows };
  }

  /** Up to `limit` entries matching `filter`, newest first, read one at a time (the CSV export). */
  *entries(filter: AuditFilter, limit: number): Generator<AuditEntry> {
    this.flush();
    const { where, args } = whereOf(filter);
    yield* this.db
      .prepare(`SELECT * FROM audit ${where} ORDER BY id DESC LIMIT ?`)
      .iterate(...args, limit) as IterableIterator<AuditEntry>;
  }

  /** Writes what is queued, then drops what the retention no longer keeps. */
  prune(): void {
    this.flush();
    this.dropOld();
  }

  /** Drops entries beyond the retention: older than maxAgeDays, then all but the newest maxRows. */
  private dropOld(): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM audit WHERE time_ms < ?').run(this.now() - this.retention.maxAgeDays * DAY_MS);
      this.db
        .prepare('DELETE FROM audit WHERE id <= (SELECT id FROM audit ORDER BY id DESC LIMIT 1 OFFSET ?)')
        .run(this.retention.maxRows);
    })();
    this.insertsSincePrune = 0;
    this.lastPruneMs = this.now();
  }

  /** Writes what is queued; the app is closing. */
  close(): void {
    try {
      this.flush();
    } finally {
      if (this.timer) clearTimeout(this.timer as NodeJS.Timeout);
      this.timer = null;
    }
  }
}

function lostMarker(count: number, timeMs: number): AuditRecord {
  return {
    time_ms: timeMs,
    user: '',
    level: -1,
    address: '',
    kind: 'change',
    area: 'audit',
    endpoint: '',
    endpoint_id: '',
    params: '{}',
    result: 'failed',
    code: 2,
    message: `error: ${count} audit entries were lost while the store refused writes`,
  };
}

function whereOf(filter: AuditFilter): { where: string; args: (string | number)[] } {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  const add = (clause: string, value: string | number) => {
    clauses.push(clause);
    args.push(value);
  };
  if (filter.user !== undefined && filter.user !== '') add('user = ?', filter.user);
  if (filter.area !== undefined) add('area = ?', filter.area);
  if (filter.result !== undefined) add('result = ?', filter.result);
  if (filter.kind !== undefined) add('kind = ?', filter.kind);
  if (filter.since !== undefined) add('time_ms >= ?', filter.since * 1000);
  if (filter.until !== undefined) add('time_ms < ?', filter.until * 1000);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', args };
}
