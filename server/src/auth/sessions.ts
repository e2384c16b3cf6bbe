import { randomBytes } from 'node:crypto';
import { CODE, SESSION_TIMED_OUT, TOKEN_CHECK_FAILED } from '@olt/protocol';

export type SessionCheck =
  { ok: true; user: string } | { ok: false; code: typeof CODE.illegal | typeof CODE.timeout; message: string };

interface Session {
  user: string;
  lastSeenMs: number;
}

/** How long an expired token is still recognised, so that it answers "timed out" (-1) instead of "unknown" (0). */
const EXPIRED_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Session tokens: 128 random bits, valid until idle for `idleMs`. Sessions live in memory: a device restart
 * ends them all, as on the real OLT (api.md §4.8).
 */
export class SessionManager {
  private readonly sessions = new Map<string, Session>();
  private readonly expired = new Map<string, number>();
  private readonly listeners = new Set<(token: string, reason: 'timeout' | 'logout') => void>();

  constructor(
    private readonly idleMs: number,
    private readonly now: () => number,
  ) {}

  create(user: string): string {
    const token = randomBytes(16).toString('hex');
    this.sessions.set(token, { user, lastSeenMs: this.now() });
    return token;
  }

  /** Checks a token and, when valid, restarts its idle timer. */
  check(token: string | undefined): SessionCheck {
    this.sweep();
    const session = token ? this.sessions.get(token) : undefined;
    if (session) {
      session.lastSeenMs = this.now();
      return { ok: true, user: session.user };
    }
    if (token && this.expired.has(token)) return { ok: false, code: CODE.timeout, message: SESSION_TIMED_OUT };
    return { ok: false, code: CODE.illegal, message: TOKEN_CHECK_FAILED };
  }

  /** Validates without touching the idle timer (the websocket heartbeat must not keep a session alive). */
  peek(token: string): string | null {
    this.sweep();
    return this.sessions.get(token)?.user ?? null;
  }

  end(token: string): void {
    if (this.sessions.delete(token)) this.emit(token, 'logout');
  }

  endAll(): void {
    for (const token of [...this.sessions.keys()]) this.end(token);
  }

  countFor(user: string): number {
    this.sweep();
    let n = 0;
    for (const s of this.sessions.values()) if (s.user === user) n++;
    return n;
  }

  endUser(user: string): void {
    for (const [token, s] of [...this.sessions]) if (s.user === user) this.end(token);
  }

  onEnd(listener: (token: string, reason: 'timeout' | 'logout') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Expires idle sessions; called on every check and by a timer so that /ws can push the timeout. */
  sweep(): void {
    const now = this.now();
    for (const [token, s] of this.sessions) {
      if (now - s.lastSeenMs >= this.idleMs) {
        this.sessions.delete(token);
        this.expired.set(token, now);
        this.emit(token, 'timeout');
      }
    }
    for (const [token, at] of this.expired) if (now - at > EXPIRED_MEMORY_MS) this.expired.delete(token);
  }

  private emit(token: string, reason: 'timeout' | 'logout'): void {
    for (const listener of this.listeners) listener(token, reason);
  }
}
