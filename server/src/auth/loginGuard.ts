import { LOGIN_LOCK } from '@olt/protocol';

interface Attempts {
  /** times of the failures inside the window, oldest first */
  failuresMs: number[];
  /** when the lock-out ends; 0 when not locked */
  lockedUntilMs: number;
}

/** A bound on remembered name/address pairs, so that a spray of made-up names cannot grow memory without end. */
const MAX_TRACKED = 10_000;

/**
 * Lock-out after repeated failed logins: LOGIN_LOCK.failures failures of one user name from one address within
 * LOGIN_LOCK.windowMs refuse that name from that address for LOGIN_LOCK.lockMs, right password or not. Other
 * addresses are not affected, so an attacker cannot lock the real operator out. Kept in memory: a restart forgets.
 */
export class LoginGuard {
  private readonly attempts = new Map<string, Attempts>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds left of a lock-out of `name` from `address`; 0 when sign-in may be tried. */
  lockedForMs(name: string, address: string): number {
    const entry = this.attempts.get(keyOf(name, address));
    if (!entry) return 0;
    return Math.max(0, entry.lockedUntilMs - this.now());
  }

  recordFailure(name: string, address: string): void {
    const now = this.now();
    this.forgetStale(now);
    const key = keyOf(name, address);
    const entry = this.attempts.get(key) ?? { failuresMs: [], lockedUntilMs: 0 };
    entry.failuresMs = entry.failuresMs.filter((at) => now - at < LOGIN_LOCK.windowMs);
    entry.failuresMs.push(now);
    if (entry.failuresMs.length >= LOGIN_LOCK.failures) {
      entry.lockedUntilMs = now + LOGIN_LOCK.lockMs;
      entry.failuresMs = [];
    }
    // re-inserting keeps the map in order of last failure, so the oldest pair is dropped first
    this.attempts.delete(key);
    this.attempts.set(key, entry);
    if (this.attempts.size > MAX_TRACKED) {
      const oldest = this.attempts.keys().next().value;
      if (oldest !== undefined) this.attempts.delete(oldest);
    }
  }

  /** A successful sign-in wipes the pair's failures. */
  recordSuccess(name: string, address: string): void {
    this.attempts.delete(keyOf(name, address));
  }

  private forgetStale(now: number): void {
    for (const [key, entry] of this.attempts) {
      const lastFailure = entry.failuresMs.at(-1) ?? 0;
      if (entry.lockedUntilMs <= now && now - lastFailure >= LOGIN_LOCK.windowMs) this.attempts.delete(key);
    }
  }
}

const keyOf = (name: string, address: string): string => `${address}\n${name}`;
