import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACTORY_ACCOUNT, VENDOR_ACCOUNT, loginKey } from '@olt/protocol';
import { openDb, type Db } from './db.ts';
import { UserStore } from './userStore.ts';

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

const rowOf = (db: Db, name: string) =>
  db.prepare('SELECT password_hash, login_key FROM users WHERE name = ?').get(name) as {
    password_hash: string;
    login_key: string;
  };

describe('UserStore', () => {
  it('seeds the factory and vendor accounts on an empty store', () => {
    const { users } = memoryStore();
    expect(users.list()).toEqual([
      { name: VENDOR_ACCOUNT.name, level: 0, maxLogins: 4, info: 'Vendor' },
      { name: FACTORY_ACCOUNT.name, level: 2, maxLogins: 0, info: 'Super user' },
    ]);
  });

  it('seeds nothing when users exist, so a removed seed account stays removed', () => {
    const { db, users } = memoryStore();
    users.remove(VENDOR_ACCOUNT.name);
    new UserStore(db);
    expect(users.find(VENDOR_ACCOUNT.name)).toBeNull();
    expect(users.list()).toHaveLength(1);
  });

  it('keeps an scrypt hash and the login key, never the password', () => {
    const { db } = memoryStore();
    const row = rowOf(db, 'root');
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(row.password_hash).not.toContain('admin');
    expect(row.login_key).toBe(loginKey('root', 'admin'));
    // a fresh salt each time: the same password never hashes the same
    expect(rowOf(db, 'devol').password_hash.split('$')[4]).not.toBe(row.password_hash.split('$')[4]);
  });

  it('checks passwords and keys', async () => {
    const { users } = memoryStore();
    expect(await users.verifyPassword('root', 'admin')).toBe(true);
    expect(await users.verifyPassword('root', 'admin ')).toBe(false);
    expect(await users.verifyPassword('devol', 'admin')).toBe(false);
    expect(await users.verifyPassword('nobody', 'admin')).toBe(false);
    expect(users.verifyKey('root', loginKey('root', 'admin'))).toBe(true);
    expect(users.verifyKey('root', loginKey('root', 'admin').toUpperCase())).toBe(true);
    expect(users.verifyKey('root', loginKey('root', 'admin2'))).toBe(false);
    expect(users.verifyKey('root', 'short')).toBe(false);
    expect(users.verifyKey('nobody', loginKey('nobody', 'admin'))).toBe(false);
  });

  it('creates users with 1 to 4 logins, a valid name, level and password', () => {
    const { users } = memoryStore();
    expect(
      users.create({ name: 'oper1', level: 4, maxLogins: 2, info: 'night shift' }, { password: 'secret1' }),
    ).toEqual({
      name: 'oper1',
      level: 4,
      maxLogins: 2,
      info: 'night shift',
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
    for (const [user, message] of bad)
      expect(() => users.create(user, { password: 'secret1' }), message).toThrow(message);
    expect(() => users.create({ name: 'oper2', level: 4, maxLogins: 1 }, { password: 'a b c d' })).toThrow('password');
    expect(() => users.create({ name: 'oper2', level: 4, maxLogins: 1 }, { key: 'xyz' })).toThrow('key');
    expect(users.list().map((u) => u.name)).toEqual(['devol', 'root', 'oper1']);
  });

  it('lets a user created from a key alone sign in with the password, and then keeps its scrypt hash', async () => {
    const { db, users } = memoryStore();
    users.create({ name: 'oper3', level: 5, maxLogins: 1 }, { key: loginKey('oper3', 'secret3') });
    expect(rowOf(db, 'oper3').password_hash).toBe('');
    expect(users.verifyKey('oper3', loginKey('oper3', 'secret3'))).toBe(true);
    expect(await users.verifyPassword('oper3', 'secret4')).toBe(false);
    expect(rowOf(db, 'oper3').password_hash).toBe('');
    expect(await users.verifyPassword('oper3', 'secret3')).toBe(true);
    expect(rowOf(db, 'oper3').password_hash).toMatch(/^scrypt\$/);
    expect(await users.verifyPassword('oper3', 'secret3')).toBe(true);
  });

  it('changes a password: the old one and its key stop working', async () => {
    const { users } = memoryStore();
    expect(users.setCredential('root', { password: 'n3wpass' })).toBe(true);
    expect(await users.verifyPassword('root', 'admin')).toBe(false);
    expect(users.verifyKey('root', loginKey('root', 'admin'))).toBe(false);
    expect(await users.verifyPassword('root', 'n3wpass')).toBe(true);
    expect(users.setCredential('nobody', { password: 'n3wpass' })).toBe(false);
  });

  it('writes no password to the database files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'olt-users-'));
    dirs.push(dir);
    const db = openDb(dir);
    const users = new UserStore(db);
    users.create({ name: 'oper4', level: 4, maxLogins: 1 }, { password: 'Pl4inText9' });
    db.close();
    const files = readdirSync(dir);
    expect(files).toContain('olt.sqlite');
    const bytes = Buffer.concat(files.map((f) => readFileSync(join(dir, f))));
    expect(bytes.includes('Pl4inText9')).toBe(false);
    expect(bytes.includes(Buffer.from('Pl4inText9').toString('base64'))).toBe(false);
    expect(bytes.includes('scrypt$16384$8$1$')).toBe(true);
  });
});
