import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACTORY_ACCOUNT, VENDOR_ACCOUNT, loginKey } from '@olt/protocol';
import { DB_FILE, openDb, type Db } from './db.ts';
import { MIGRATIONS } from './migrations.ts';
import { isFactoryKey, UserStore } from './userStore.ts';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function memoryStore(): { db: Db; users: UserStore } {
  const db = openDb(':memory:');
  dbs.push(db);
  return { db, users: new UserStore(db) };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'olt-users-'));
  dirs.push(dir);
  return dir;
}

const rowOf = (db: Db, name: string) =>
  db.prepare('SELECT * FROM users WHERE name = ?').get(name) as Record<string, unknown> & { key_hash: string };

describe('UserStore', () => {
  it('seeds the factory and vendor accounts on an empty store, still on their factory passwords', () => {
    const { users } = memoryStore();
    expect(users.list()).toEqual([
      { name: VENDOR_ACCOUNT.name, level: 0, maxLogins: 4, info: 'Vendor', passwordState: 'factory' },
      { name: FACTORY_ACCOUNT.name, level: 2, maxLogins: 0, info: 'Super user', passwordState: 'factory' },
    ]);
  });

  it('seeds nothing when users exist, so a removed seed account stays removed', () => {
    const { db, users } = memoryStore();
    users.remove(VENDOR_ACCOUNT.name);
    new UserStore(db);
    expect(users.find(VENDOR_ACCOUNT.name)).toBeNull();
    expect(users.list()).toHaveLength(1);
  });

  it('keeps only an scrypt hash of the login key: neither the password nor the key itself', () => {
    const { db } = memoryStore();
    const row = rowOf(db, 'root');
    expect(Object.keys(row).sort()).toEqual(['info', 'key_hash', 'level', 'max_logins', 'name', 'password_state']);
    expect(row.key_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(JSON.stringify(row)).not.toContain(loginKey('root', 'admin'));
    // a fresh salt each time: the same key never hashes the same
    expect(rowOf(db, 'devol').key_hash.split('$')[4]).not.toBe(row.key_hash.split('$')[4]);
  });

  it('checks passwords and keys against the one stored hash', async () => {
    const { users } = memoryStore();
    expect(await users.verifyPassword('root', 'admin')).toBe(true);
    expect(await users.verifyPassword('root', 'admin ')).toBe(false);
    expect(await users.verifyPassword('devol', 'admin')).toBe(false);
    expect(await users.verifyPassword('nobody', 'admin')).toBe(false);
    expect(await users.verifyKey('root', loginKey('root', 'admin'))).toBe(true);
    expect(await users.verifyKey('root', loginKey('root', 'admin').toUpperCase())).toBe(true);
    expect(await users.verifyKey('root', loginKey('root', 'admin2'))).toBe(false);
    expect(await users.verifyKey('root', 'short')).toBe(false);
    expect(await users.verifyKey('nobody', loginKey('nobody', 'admin'))).toBe(false);
  });

  it('creates users with 1 to 4 logins, a valid name and level, and a well-formed key', async () => {
    const { users } = memoryStore();
    const key = loginKey('oper1', 'secret1');
    expect(await users.create({ name: 'oper1', level: 4, maxLogins: 2, info: 'night shift' }, key)).toEqual({
      name: 'oper1',
      level: 4,
      maxLogins: 2,
      info: 'night shift',
      passwordState: 'set',
    });
    const bad: [Parameters<UserStore['create']>[0], string][] = [
      [{ name: 'oper2', level: 4, maxLogins: 0 }, 'maximum logins'],
      [{ name: 'oper2', level: 4, maxLogins: 5 }, 'maximum logins'],
      [{ name: 'oper2', level: 4, maxLogins: 1.5 }, 'maximum logins'],
      [{ name: 'oper2', level: 6, maxLogins: 1 }, 'level'],
      [{ name: '2oper', level: 4, maxLogins: 1 }, 'user name'],
      [{ name: 'op', level: 4, maxLogins: 1 }, 'user name'],
      [{ name: 'oper2', level: 4, maxLogins: 1, info: 'x'.repeat(65) }, 'description'],
      [{ name: 'oper1', level: 4, maxLogins: 1 }, 'already exists'],
    ];
    for (const [user, message] of bad) await expect(users.create(user, key), message).rejects.toThrow(message);
    await expect(users.create({ name: 'oper2', level: 4, maxLogins: 1 }, 'xyz')).rejects.toThrow('key');
    expect(users.list().map((u) => u.name)).toEqual(['devol', 'root', 'oper1']);
    expect(await users.verifyPassword('oper1', 'secret1')).toBe(true);
  });

  it('changes a key: the old password and key stop working, and the state is kept', async () => {
    const { users } = memoryStore();
    expect(await users.setKey('root', loginKey('root', 'n3wpass'), 'set')).toBe(true);
    expect(await users.verifyPassword('root', 'admin')).toBe(false);
    expect(await users.verifyKey('root', loginKey('root', 'admin'))).toBe(false);
    expect(await users.verifyPassword('root', 'n3wpass')).toBe(true);
    expect(users.find('root')?.passwordState).toBe('set');
    expect(await users.setKey('nobody', loginKey('nobody', 'n3wpass'), 'set')).toBe(false);
  });

  it('knows the factory keys', () => {
    expect(isFactoryKey('root', loginKey('root', 'admin'))).toBe(true);
    expect(isFactoryKey('devol', loginKey('devol', 'devol').toUpperCase())).toBe(true);
    expect(isFactoryKey('root', loginKey('root', 'other'))).toBe(false);
    expect(isFactoryKey('oper1', loginKey('oper1', 'admin'))).toBe(false);
  });

  it('writes neither a password nor a login key to the database files, which only the server’s user may read', async () => {
    const dir = tempDir();
    const db = openDb(dir);
    const users = new UserStore(db);
    await users.create({ name: 'oper4', level: 4, maxLogins: 1 }, loginKey('oper4', 'Pl4inText9'));
    db.close();
    const files = readdirSync(dir);
    expect(files).toContain(DB_FILE);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, DB_FILE)).mode & 0o777).toBe(0o600);
    const bytes = Buffer.concat(files.map((f) => readFileSync(join(dir, f))));
    for (const secret of ['Pl4inText9', loginKey('oper4', 'Pl4inText9'), loginKey('root', 'admin')]) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
    expect(bytes.includes('scrypt$16384$8$1$')).toBe(true);
  });

  it('migrates a store that kept the login keys: each becomes a slow hash, the keys are gone', async () => {
    const dir = tempDir();
    // a store as the server before this one left it: schema 3, the MD5 key beside a password hash
    const old = new Database(join(dir, DB_FILE));
    old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    for (const step of MIGRATIONS.slice(0, 3)) old.exec(step as string);
    old.prepare('INSERT INTO schema_version (version) VALUES (3)').run();
    const insert = old.prepare(
      'INSERT INTO users (name, level, max_logins, info, password_hash, login_key) VALUES (?, ?, ?, ?, ?, ?)',
    );
    insert.run('root', 2, 0, 'Super user', 'scrypt$…', loginKey('root', 'admin'));
    insert.run('oper5', 4, 1, '', 'scrypt$…', loginKey('oper5', 'secret5'));
    old.close();

    const db = openDb(dir);
    dbs.push(db);
    const users = new UserStore(db);
    expect(users.find('root')?.passwordState).toBe('factory');
    expect(users.find('oper5')?.passwordState).toBe('set');
    expect(await users.verifyPassword('oper5', 'secret5')).toBe(true);
    expect(await users.verifyKey('root', loginKey('root', 'admin'))).toBe(true);
    const columns = db.prepare("SELECT name FROM pragma_table_info('users')").pluck().all();
    expect(columns).not.toContain('login_key');
    expect(columns).not.toContain('password_hash');
    db.close();
    const bytes = Buffer.concat(readdirSync(dir).map((f) => readFileSync(join(dir, f))));
    expect(bytes.includes(loginKey('oper5', 'secret5'))).toBe(false);
    expect(bytes.includes(loginKey('root', 'admin'))).toBe(false);
  });
});
