import { LOGIN_LOCK, LOGIN_NAME_LOCK } from '@olt/protocol';
import { clientKey } from './addressKeys.ts';

interface Attempts {
  /** times of the failures inside the window, oldest first */
  failuresMs: number[];
  /** when the lock-out ends; 0 when not locked */
  lockedUntilMs: number;
  /** lock-outs so far (a name's delay doubles with each) */
  lockouts: number;
}

/** A bound on remembered pairs and names, so that a spray of made-up names cannot grow memory without end. */
const MAX_TRACKED = 10_000;
/** Addresses remembered per name as having signed in with it; the name's lock-out spares them. */
const KNOWN_ADDRESSES_PER_NAME = 16;
const KNOWN_ADDRESS_MS = 24 * 60 * 60_000;

/** What a failure did: whether it locked something out (the audit records lock-outs). */
interface FailureOutcome {
  /** the name/address pair or the name was locked by this failure */
  lockedOut: 'pair' | 'name' | null;
  lockedForMs: number;
}

/**
 * Lock-out after repeated failed logins, in two ways:
 * - a name from one address: LOGIN_LOCK.failures failures within LOGIN_LOCK.windowMs refuse that pair for
 *   LOGIN_LOCK.lockMs, right password or not;
 * - a name from anywhere: LOGIN_NAME_LOCK.failures failures within its window, from any number of addresses, put
 *   the name under a captcha everywhere (login.ts: a sign-in must solve one, so the rightful user still gets in and a
 *   guessing program does not), for a delay that starts at LOGIN_NAME_LOCK.firstDelayMs; a failure within the window after a
 *   lock-out ended locks again, the delay doubling each time up to LOGIN_NAME_LOCK.maxDelayMs. Addresses that signed in with that name in the last day are spared,
 *   so a spray of guesses does not lock the operators out.
 * Kept in memory: a restart forgets.
 */
export class LoginGuard {
  private readonly pairs = new Map<string, Attempts>();
  private readonly names = new Map<string, Attempts>();
  private readonly known = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds left of a lock-out of `name` from `address`, either kind; 0 when neither holds. */
  lockedForMs(name: string, address: string): number {
    return Math.max(this.pairLockedForMs(name, address), this.nameLockedForMs(name, address));
  }

  /** Milliseconds left of the lock-out of `name` from this client (its own failures); 0 when none. */
  pairLockedForMs(name: string, address: string): number {
    return Math.max(0, (this.pairs.get(keyOf(name, address))?.lockedUntilMs ?? 0) - this.now());
  }

  /**
   * Milliseconds left of the lock-out of `name` everywhere (failures from any number of addresses), as it applies to
   * `address`: 0 for an address that signed in with the name lately. Sign-in answers it with a captcha, not a refusal.
   */
  nameLockedForMs(name: string, address: string): number {
    const now = this.now();
    if (this.isKnown(name, address, now)) return 0;
    return Math.max(0, (this.names.get(name)?.lockedUntilMs ?? 0) - now);
  }

  recordFailure(name: string, address: string): FailureOutcome {
    const now = this.now();
    const pair = bump(this.pairs, keyOf(name, address), now, LOGIN_LOCK.windowMs);
    const byName = bump(this.names, name, now, LOGIN_NAME_LOCK.windowMs);
    let pairLocked = false;
    if (pair.failuresMs.length >= LOGIN_LOCK.failures) {
      pairLocked = true;
      pair.lockouts++;
      pair.lockedUntilMs = now + LOGIN_LOCK.lockMs;
      pair.failuresMs = [];
    }
    let nameLocked = false;
    // a failure soon after a lock-out ended locks again at once, for twice as long
    const isRelapse = byName.lockouts > 0 && now - byName.lockedUntilMs < LOGIN_NAME_LOCK.windowMs;
    if (byName.failuresMs.length >= LOGIN_NAME_LOCK.failures || isRelapse) {
      const delay = Math.min(LOGIN_NAME_LOCK.maxDelayMs, LOGIN_NAME_LOCK.firstDelayMs * 2 ** byName.lockouts);
      byName.lockouts++;
      byName.lockedUntilMs = now + delay;
      byName.failuresMs = [];
      nameLocked = true;
    }
    return {
      lockedOut: pairLocked ? 'pair' : nameLocked ? 'name' : null,
      lockedForMs: this.lockedForMs(name, address),
    };
  }

  /** A successful sign-in wipes the pair's failures and remembers the address for the name. */
  recordSuccess(name: string, address: string): void {
    this.pairs.delete(keyOf(name, address));
    let addresses = this.known.get(name);
    if (!addresses) {
      this.known.set(name, (addresses = new Map<string, number>()));
      trim(this.known);
    }
    addresses.delete(address);
    addresses.set(address, this.now());
    while (addresses.size > KNOWN_ADDRESSES_PER_NAME) addresses.delete(addresses.keys().next().value as string);
  }

  private isKnown(name: string, address: string, now: number): boolean {
    const at = this.known.get(name)?.get(address);
    return at !== undefined && now - at < KNOWN_ADDRESS_MS;
  }
}

/** Adds a failure at `now` to the entry of `key`, dropping the failures older than the window. */
function bump(map: Map<string, Attempts>, key: string, now: number, windowMs: number): Attempts {
  const entry = map.get(key) ?? { failuresMs: [], lockedUntilMs: 0, lockouts: 0 };
  entry.failuresMs = entry.failuresMs.filter((at) => now - at < windowMs);
  entry.failuresMs.push(now);
  // an entry quiet for a whole window and unlocked starts afresh
  if (entry.failuresMs.length === 1 && entry.lockedUntilMs <= now - windowMs) entry.lockouts = 0;
  // re-inserting keeps the map in order of last failure, so the oldest entry is dropped first
  map.delete(key);
  map.set(key, entry);
  trim(map);
  return entry;
}

function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_TRACKED) map.delete(map.keys().next().value as string);
}

/** A pair is a name and a client: an IPv6 host cannot escape its lock-out by taking another address of its /64. */
const keyOf = (name: string, address: string): string => `${clientKey(address)}\n${name}`;
