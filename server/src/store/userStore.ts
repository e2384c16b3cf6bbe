import { timingSafeEqual } from 'node:crypto';
import {
  FACTORY_ACCOUNT,
  MAX_LOGINS,
  USER_INFO_MAX_CHARS,
  USER_LEVEL,
  VENDOR_ACCOUNT,
  isPassword,
  isUserName,
  loginKey,
} from '@olt/protocol';
import { refuse } from '../device/kernel/errors.ts';
import { checkPassword, hashPassword } from './passwordHash.ts';
import type { Db } from './db.ts';

/** A user as the rest of the server sees it: never the password hash or the login key. */
export interface User {
  name: string;
  /** 0 manufacturer, 1 diagnosis, 2 super user, 3 admin, 4 operator, 5 common (api.md §2.24) */
  level: number;
  /** simultaneous sessions allowed; 0 = unlimited (the seeded accounts only) */
  maxLogins: number;
  info: string;
}

/**
 * How a user's secret is given. The console's user screen sends only `key` (MD5 of `name:password`, api.md USER-03);
 * such a user has no scrypt hash until the first sign-in with the password itself.
 */
export type Credential = { password: string } | { key: string };

export interface NewUser {
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
  password_hash: string;
  login_key: string;
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Compared against when the user is unknown, so the answer takes the same time. */
const DECOY_KEY = Buffer.alloc(16);

const toUser = (row: UserRow): User => ({
  name: row.name,
  level: row.level,
  maxLogins: row.max_logins,
  info: row.info,
});

/**
 * Users of the device, in SQLite. Passwords are kept only as scrypt hashes. The login key (MD5 of `name:password`)
 * is kept as well, because scripts in the field sign in with the key alone (api.md §1.6): it is password-equivalent
 * for that login and must be guarded like a password.
 */
export class UserStore {
  constructor(private readonly db: Db) {
    this.seed();
  }

  /** The factory and vendor accounts, once, on a store without users (in one transaction). */
  private seed(): void {
    const insert = this.db.prepare(
      'INSERT INTO users (name, level, max_logins, info, password_hash, login_key) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      const { n } = this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      if (n > 0) return;
      // root is unlimited (0): scripts in the field sign in on every request and never sign out, so its earlier
      // tokens must stay valid
      const seeds = [
        { ...FACTORY_ACCOUNT, level: 2, maxLogins: 0, info: 'Super user' },
        { ...VENDOR_ACCOUNT, level: 0, maxLogins: MAX_LOGINS.max, info: 'Vendor' },
      ];
      for (const s of seeds) {
        insert.run(s.name, s.level, s.maxLogins, s.info, hashPassword(s.password), loginKey(s.name, s.password));
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
   * Whether `password` is the user's password, by scrypt and a constant-time compare. A user created from a key
   * alone is checked against the key, and on success gets the scrypt hash it lacked.
   */
  async verifyPassword(name: string, password: string): Promise<boolean> {
    const row = this.row(name);
    if (row && row.password_hash === '') {
      const matches = this.keyMatches(row, loginKey(name, password));
      if (matches)
        this.db
          .prepare('UPDATE users SET password_hash = ? WHERE name = ? AND password_hash = ?')
          .run(hashPassword(password), name, '');
      return matches;
    }
    return checkPassword(row?.password_hash ?? null, password);
  }

  /** Whether `key` is the user's login key (MD5 of `name:password`, either case), compared in constant time. */
  verifyKey(name: string, key: string): boolean {
    return this.keyMatches(this.row(name), key);
  }

  private keyMatches(row: UserRow | undefined, key: string): boolean {
    const given = key.toLowerCase();
    const isWellFormed = KEY_PATTERN.test(given) && row !== undefined && KEY_PATTERN.test(row.login_key);
    const expected = isWellFormed ? Buffer.from(row.login_key, 'hex') : DECOY_KEY;
    const actual = isWellFormed ? Buffer.from(given, 'hex') : Buffer.alloc(16, 0xff);
    return timingSafeEqual(actual, expected) && isWellFormed;
  }

  /** Adds a user; the name must be free. Levels and login counts are checked here, whoever calls. */
  create(user: NewUser, credential: Credential): User {
    checkName(user.name);
    checkAttributes(user.level, user.maxLogins, user.info ?? '');
    const secret = secretOf(user.name, credential);
    const created = this.db.transaction(() => {
      if (this.row(user.name)) refuse(`user ${user.name} already exists`);
      this.db
        .prepare(
          'INSERT INTO users (name, level, max_logins, info, password_hash, login_key) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(user.name, user.level, user.maxLogins, user.info ?? '', secret.hash, secret.key);
      return this.find(user.name);
    })();
    return created as User;
  }

  /** Replaces a user's password (or key); false when there is no such user. */
  setCredential(name: string, credential: Credential): boolean {
    const secret = secretOf(name, credential);
    return (
      this.db
        .prepare('UPDATE users SET password_hash = ?, login_key = ? WHERE name = ?')
        .run(secret.hash, secret.key, name).changes === 1
    );
  }

  /** False when there is no such user. Which users may be removed is the caller's rule. */
  remove(name: string): boolean {
    return this.db.prepare('DELETE FROM users WHERE name = ?').run(name).changes === 1;
  }
}

function checkName(name: string): void {
  if (!isUserName(name)) refuse('invalid user name: a letter, then 3 to 15 letters, digits, _ or .');
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

function secretOf(name: string, credential: Credential): { hash: string; key: string } {
  if ('password' in credential) {
    if (!isPassword(credential.password)) {
      refuse('invalid password: 5 to 16 characters, no white space, ?, \\, /, \' or "');
    }
    return { hash: hashPassword(credential.password), key: loginKey(name, credential.password) };
  }
  const key = credential.key.toLowerCase();
  if (!KEY_PATTERN.test(key)) refuse('invalid key: 32 hex digits');
  return { hash: '', key };
}
