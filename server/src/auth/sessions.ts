import { randomBytes } from 'node:crypto';
import { CODE, SESSION_TIMED_OUT, TOKEN_CHECK_FAILED, type PASSWORD_CHANGE_REASONS } from '@olt/protocol';

/** Who a session is, fixed when it is created. */
export interface Identity {
  user: string;
  /** the level it signed in with (a RADIUS user's comes from the RADIUS reply) */
  level: number;
  auth: 'local' | 'radius';
  /** why the console must lead to a password change first; '' when it need not */
  passwordChange: (typeof PASSWORD_CHANGE_REASONS)[number];
  /** an administrator required the change: until it is made, the session may only change its password */
  isRestricted: boolean;
}

export interface Session extends Identity {
  token: string;
  lastSeenMs: number;
}

export type SessionCheck =
  { ok: true; session: Session } | { ok: false; code: typeof CODE.illegal | typeof CODE.timeout; message: string };

type SessionEndReason = 'timeout' | 'logout';

/** Expired tokens remembered so that they answer "timed out" (-1) rather than "unknown" (0): how long, how many. */
const EXPIRED_MEMORY_MS = 60 * 60_000;
const EXPIRED_KEPT_MAX = 10_000;

/**
 * Session tokens: 128 random bits, valid until idle for `idleMs`. Sessions live in memory: a device restart ends them
 * all, as on the real OLT (api.md §4.8). A token is found by a hash lookup, and the tables are kept in order of last
 * use (a touched session moves to the end), so expiry looks only at the sessions that did expire and the oldest idle
 * session of a user is the first of its table. An account without a fixed login limit (root: scripts sign in for
 * every request and never sign out) keeps at most `unlimitedBound` sessions, the oldest idle ones making room.
 */
export class SessionManager {
  private readonly sessions = new Map<string, Session>();
  private readonly byUser = new Map<string, Map<string, Session>>();
  private readonly expired = new Map<string, number>();
  private readonly listeners = new Set<(token: string, reason: SessionEndReason) => void>();

  constructor(
    private readonly idleMs: number,
    private readonly now: () => number,
    private readonly unlimitedBound: number,
  ) {}

  /**
   * Opens a session. `maxLogins` 0 means no fixed limit: past `unlimitedBound` sessions the user's oldest idle one
   * ends. A user at its fixed limit is refused by the caller (attemptLogin) before it gets here.
   */
  create(identity: Identity, maxLogins: number): string {
    this.sweep();
    const token = randomBytes(16).toString('hex');
    const session: Session = { ...identity, token, lastSeenMs: this.now() };
    this.sessions.set(token, session);
    let own = this.byUser.get(identity.user);
    if (!own) this.byUser.set(identity.user, (own = new Map<string, Session>()));
    own.set(token, session);
    if (maxLogins === 0) {
      while (own.size > this.unlimitedBound) {
        const oldest = own.keys().next().value;
        if (oldest === undefined) break;
        this.end(oldest);
      }
    }
    return token;
  }

  /** Checks a token and, when valid, restarts its idle timer. */
  check(token: string | undefined): SessionCheck {
    this.sweep();
    const session = token ? this.sessions.get(token) : undefined;
    if (session) {
      this.touch(session);
      return { ok: true, session };
    }
    if (token && this.expired.has(token)) return { ok: false, code: CODE.timeout, message: SESSION_TIMED_OUT };
    return { ok: false, code: CODE.illegal, message: TOKEN_CHECK_FAILED };
  }

  /** Validates without touching the idle timer (the websocket heartbeat must not keep a session alive). */
  peek(token: string): Session | null {
    this.sweep();
    return this.sessions.get(token) ?? null;
  }

  end(token: string): void {
    const session = this.sessions.get(token);
    if (!session) return;
    this.forget(session);
    this.emit(token, 'logout');
  }

  endAll(): void {
    for (const token of [...this.sessions.keys()]) this.end(token);
  }

  countFor(user: string): number {
    this.sweep();
    return this.byUser.get(user)?.size ?? 0;
  }

  /** Every session of a user ends (its password changed, it was deleted). */
  endUser(user: string): void {
    for (const token of [...(this.byUser.get(user)?.keys() ?? [])]) this.end(token);
  }

  /** Sessions open now, all users. */
  get size(): number {
    return this.sessions.size;
  }

  onEnd(listener: (token: string, reason: SessionEndReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Ends the sessions idle for `idleMs`; called on every check and by a timer so that /ws can push the timeout. The
   * table is in order of last use, so it stops at the first session still alive.
   */
  sweep(): void {
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (now - session.lastSeenMs < this.idleMs) break;
      this.forget(session);
      this.expired.set(session.token, now);
      this.emit(session.token, 'timeout');
    }
    for (const [token, at] of this.expired) {
      if (now - at <= EXPIRED_MEMORY_MS && this.expired.size <= EXPIRED_KEPT_MAX) break;
      this.expired.delete(token);
    }
  }

  private touch(session: Session): void {
    session.lastSeenMs = this.now();
    this.sessions.delete(session.token);
    this.sessions.set(session.token, session);
    const own = this.byUser.get(session.user);
    own?.delete(session.token);
    own?.set(session.token, session);
  }

  private forget(session: Session): void {
    this.sessions.delete(session.token);
    const own = this.byUser.get(session.user);
    own?.delete(session.token);
    if (own?.size === 0) this.byUser.delete(session.user);
  }

  private emit(token: string, reason: SessionEndReason): void {
    for (const listener of this.listeners) listener(token, reason);
  }
}
