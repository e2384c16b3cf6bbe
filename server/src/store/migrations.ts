/** Schema migrations, applied in order, each once. Append; never edit one that has shipped. */
export const MIGRATIONS: readonly string[] = [
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
];
