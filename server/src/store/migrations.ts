import { FACTORY_ACCOUNT, VENDOR_ACCOUNT, loginKey } from '@olt/protocol';
import type { Db } from './db.ts';
import { hashPassword } from './passwordHash.ts';

/** One schema step: SQL, or a function for a step SQL cannot do (hashing). */
type Migration = string | ((db: Db) => void);

/**
 * Users keep only a slow hash of their login key (scrypt of MD5(`name:password`)): the key path and the password path
 * both verify against it, and nothing stored signs in by itself. The old rows kept the MD5 key in clear; it is hashed
 * here and dropped. A factory account whose key is still the factory one is marked so (the console then leads to a
 * password change).
 */
function hashLoginKeys(db: Db): void {
  db.exec(`
    CREATE TABLE users_v2 (
      name TEXT PRIMARY KEY,
      level INTEGER NOT NULL,
      max_logins INTEGER NOT NULL,
      info TEXT NOT NULL DEFAULT '',
      key_hash TEXT NOT NULL,
      password_state TEXT NOT NULL CHECK (password_state IN ('factory', 'set', 'required'))
    );
  `);
  const factoryKeys = new Set(
    [FACTORY_ACCOUNT, VENDOR_ACCOUNT].map((a) => `${a.name}\n${loginKey(a.name, a.password)}`),
  );
  const insert = db.prepare(
    'INSERT INTO users_v2 (name, level, max_logins, info, key_hash, password_state) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const rows = db.prepare('SELECT name, level, max_logins, info, login_key FROM users').all() as {
    name: string;
    level: number;
    max_logins: number;
    info: string;
    login_key: string;
  }[];
  for (const row of rows) {
    const key = row.login_key.toLowerCase();
    const keyHash = /^[0-9a-f]{32}$/.test(key) ? hashPassword(key) : '';
    const state = factoryKeys.has(`${row.name}\n${key}`) ? 'factory' : 'set';
    insert.run(row.name, row.level, row.max_logins, row.info, keyHash, state);
  }
  // the dropped rows' pages are overwritten with zeros, so no copy of the file still holds the old keys
  const secureDelete = db.pragma('secure_delete', { simple: true }) as number;
  db.pragma('secure_delete = ON');
  db.exec('DROP TABLE users; ALTER TABLE users_v2 RENAME TO users;');
  db.pragma(`secure_delete = ${secureDelete}`);
}

/** Schema migrations, applied in order, each once. Append; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    name TEXT PRIMARY KEY,
    level INTEGER NOT NULL,
    max_logins INTEGER NOT NULL,
    info TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    login_key TEXT NOT NULL
  );
  CREATE TABLE files (name TEXT PRIMARY KEY, mime TEXT NOT NULL, body BLOB NOT NULL, updated_at INTEGER NOT NULL);
  `,
  // the device's running and startup configuration, one row per section; the hash lets the server tell whether
  // they differ without reading the JSON back
  `
  CREATE TABLE config (
    kind TEXT NOT NULL CHECK (kind IN ('running', 'startup')),
    section TEXT NOT NULL,
    json TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (kind, section)
  );
  `,
  // configuration rows by (section, key): a list such as the ONUs is stored one row per record, so one change
  // writes one small row; sections stored whole keep key ''
  `
  CREATE TABLE config_rows (
    kind TEXT NOT NULL CHECK (kind IN ('running', 'startup')),
    section TEXT NOT NULL,
    key TEXT NOT NULL,
    json TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (kind, section, key)
  );
  INSERT INTO config_rows (kind, section, key, json, hash) SELECT kind, section, '', json, hash FROM config;
  DROP TABLE config;
  `,
  hashLoginKeys,
  // the audit trail: who changed what, who was refused, sign-ins and lock-outs (store/auditLog.ts)
  `
  CREATE TABLE audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    time_ms INTEGER NOT NULL,
    user TEXT NOT NULL,
    level INTEGER NOT NULL,
    address TEXT NOT NULL,
    kind TEXT NOT NULL,
    area TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    endpoint_id TEXT NOT NULL,
    params TEXT NOT NULL,
    result TEXT NOT NULL,
    code INTEGER NOT NULL,
    message TEXT NOT NULL
  );
  CREATE INDEX audit_time ON audit (time_ms);
  CREATE INDEX audit_user ON audit (user, id);
  `,
  // the configuration history: every save, restore, factory reset, roll-back and timed backup, as the text of the
  // backup file (store/configHistory.ts)
  `
  CREATE TABLE config_versions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    time_ms INTEGER NOT NULL,
    device_time TEXT NOT NULL,
    user TEXT NOT NULL,
    address TEXT NOT NULL,
    reason TEXT NOT NULL,
    of_version INTEGER NOT NULL,
    changes TEXT NOT NULL,
    lines INTEGER NOT NULL,
    text TEXT NOT NULL
  );
  `,
  // the errors and major alarms the device keeps on flash across reboots (ALM-07, store/savedAlarmDb.ts)
  `
  CREATE TABLE saved_alarms (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    time_ms INTEGER NOT NULL,
    line TEXT NOT NULL
  );
  `,
];
