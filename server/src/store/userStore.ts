import {
  FACTORY_ACCOUNT,
  MAX_LOGINS,
  USER_INFO_MAX_CHARS,
  USER_LEVEL,
  USERS_MAX,
  VENDOR_ACCOUNT,
  isUserName,
  loginKey,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { refuse } from '../device/kernel/errors.ts';
import { checkPassword, hashPassword, hashPasswordAsync } from './passwordHash.ts';
import type { Db } from './db.ts';

/**
 * Where an account's password stands: `factory` = a factory account still has its factory password; `required` = an
 * administrator asked for a change at the next sign-in; `set` = chosen by its user.
 */
type PasswordState = 'factory' | 'set' | 'required';

/** A user as the rest of the server sees it: never the hash of its key. */
export interface User {
  name: string;
  /** 0 manufacturer, 1 diagnosis, 2 super user, 3 admin, 4 operator, 5 common (api.md §2.24) */
  level: number;
  /** simultaneous sessions allowed; 0 = no fixed limit (the factory accounts), bounded by the session table */
  maxLogins: number;
  info: string;
  passwordState: PasswordState;
}

interface NewUser {
  name: string;
  level: number;
  maxLogins: number;
  info?: string;
}

interface UserRow {
  name: string;
  level: number;
  max_logins: number;
  info: string;
  key_hash: string;
  password_state: PasswordState;
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;
/**
 * How long a key that passed scrypt is recognised without another scrypt run, and for how many users at most. Scripts
 * sign in for every request with the same key: one scrypt per key and quarter hour instead of one per request. Only
 * an HMAC of the key under a key of this process is held, in memory, never in the store.
 */
const VERIFIED_KEY_MS = 15 * 60_000;
const VERIFIED_KEYS_MAX = 1_000;
/** The accounts the device ships with; they cannot be deleted. */
export const SEED_ACCOUNTS = [FACTORY_ACCOUNT.name, VENDOR_ACCOUNT.name] as readonly string[];

const toUser = (row: UserRow): User => ({
  name: row.name,
  level: row.level,
  maxLogins: row.max_logins,
  info: row.info,
  passwordState: row.password_state,
});

/** Whether `key` is the factory key of a factory account (its factory password never changed). */
export function isFactoryKey(name: string, key: string): boolean {
  return [FACTORY_ACCOUNT, VENDOR_ACCOUNT].some(
    (a) => a.name === name && loginKey(a.name, a.password) === key.toLowerCase(),
  );
}

/**
 * Users of the device, in SQLite. Only a slow hash of each login key is kept (scrypt of MD5(`name:password`), the
 * key that scripts in the field send, api.md §1.6): the key path and the password path both verify against it, and
 * nothing stored signs in by itself.
 */
export class UserStore {
  private readonly verified = new Map<string, { mac: Buffer; untilMs: number }>();
  private readonly macKey = randomBytes(32);

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.seed();
  }

  /** The factory and vendor accounts, once, on a store without users (in one transaction). */
  private seed(): void {
    const insert = this.db.prepare(
      'INSERT INTO users (name, level, max_logins, info, key_hash, password_state) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      const { n } = this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      if (n > 0) return;
      // root has no fixed limit (0): scripts in the field sign in on every request and never sign out, so its
      // earlier tokens must stay valid (the session table bounds them, evicting the oldest idle)
      const seeds = [
        { ...FACTORY_ACCOUNT, level: 2, maxLogins: 0, info: 'Super user' },
        { ...VENDOR_ACCOUNT, level: 0, maxLogins: MAX_LOGINS.max, info: 'Vendor' },
      ];
      for (const s of seeds) {
        insert.run(s.name, s.level, s.maxLogins, s.info, hashPassword(loginKey(s.name, s.password)), 'factory');
      }
    })();
  }

  private row(name: string): UserRow | undefined {
    return this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE name = ?').get(name);
  }

  find(name: string): User | null {
    const row = this.row(name);
    return row ? toUser(row) : null;
  }

  list(): User[] {
    return this.db.prepare<[], UserRow>('SELECT * FROM users ORDER BY level, name').all().map(toUser);
  }

  /**
   * Whether `key` (MD5 of `name:password`, either case) is the user's, by scrypt and a constant-time compare. An
   * unknown user or a malformed key costs one scrypt run too, so the answer's time tells nothing.
   */
  async verifyKey(name: string, key: string): Promise<boolean> {
    const given = key.toLowerCase();
    const mac = createHmac('sha256', this.macKey).update(`${name}\n${given}`).digest();
    const known = this.verified.get(name);
    if (known && known.untilMs > this.now() && timingSafeEqual(known.mac, mac)) return true;
    const row = this.row(name);
    const isRight = await checkPassword(row?.key_hash ?? null, KEY_PATTERN.test(given) ? given : '');
    const isValid = isRight && row !== undefined && KEY_PATTERN.test(given);
    // a key changed while scrypt ran must not be remembered: the row read before is compared with the row now
    if (isValid && this.row(name)?.key_hash === row.key_hash) {
      this.verified.delete(name);
      this.verified.set(name, { mac, untilMs: this.now() + VERIFIED_KEY_MS });
      while (this.verified.size > VERIFIED_KEYS_MAX) this.verified.delete(this.verified.keys().next().value as string);
    }
    return isValid;
  }

  /** Whether `password` is the user's: its key is checked. */
  verifyPassword(name: string, password: string): Promise<boolean> {
    return this.verifyKey(name, loginKey(name, password));
  }

  /** Adds a user with the given login key; the name must be free. Levels and login counts are checked here. */
  async create(user: NewUser, key: string, state: PasswordState = 'set'): Promise<User> {
    if (!isUserName(user.name)) refuse('invalid user name: a letter, then 3 to 15 letters, digits, _ or .');
    checkAttributes(user.level, user.maxLogins, user.info ?? '');
    const keyHash = await hashKey(key);
    this.db.transaction(() => {
      if (this.row(user.name)) refuse(wordsText(REFUSAL_WORDS.userExists, { user: user.name }));
      const { n } = this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      if (n >= USERS_MAX) refuse(`the device keeps at most ${USERS_MAX} accounts`);
      this.db
        .prepare(
          'INSERT INTO users (name, level, max_logins, info, key_hash, password_state) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(user.name, user.level, user.maxLogins, user.info ?? '', keyHash, state);
    })();
    return this.find(user.name) as User;
  }

  /** Replaces a user's login key; false when there is no such user. */
  async setKey(name: string, key: string, state: PasswordState): Promise<boolean> {
    const keyHash = await hashKey(key);
    this.verified.delete(name);
    return (
      this.db.prepare('UPDATE users SET key_hash = ?, password_state = ? WHERE name = ?').run(keyHash, state, name)
        .changes === 1
    );
  }

  /** False when there is no such user. Which users may be removed is the caller's rule. */
  remove(name: string): boolean {
    this.verified.delete(name);
    return this.db.prepare('DELETE FROM users WHERE name = ?').run(name).changes === 1;
  }
}

function hashKey(key: string): Promise<string> {
  const normal = key.toLowerCase();
  if (!KEY_PATTERN.test(normal)) refuse('invalid key: 32 hex digits');
  return hashPasswordAsync(normal);
}

function checkAttributes(level: number, maxLogins: number, info: string): void {
  if (!Number.isInteger(level) || level < USER_LEVEL.min || level > USER_LEVEL.max) {
    refuse(`invalid user level: ${USER_LEVEL.min} to ${USER_LEVEL.max}`);
  }
  if (!Number.isInteger(maxLogins) || maxLogins < MAX_LOGINS.min || maxLogins > MAX_LOGINS.max) {
    refuse(`invalid maximum logins: ${MAX_LOGINS.min} to ${MAX_LOGINS.max}`);
  }
  if (info.length > USER_INFO_MAX_CHARS) refuse(`user description longer than ${USER_INFO_MAX_CHARS} characters`);
}
