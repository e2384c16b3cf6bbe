import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE,
  TOKEN_CHECK_FAILED,
  loginKey,
  loginValue,
  permissionsOf,
  type Envelope,
  type SessionInfo,
  type UserRow,
} from '@olt/protocol';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../test/helpers.ts';
import { expectRefused, get, post } from '../../test/boardHelpers.ts';
import { PASSWORD_CHANGE_FIRST } from '../auth/authorize.ts';

let t: TestApp;
let root: string;
const open = async (options: TestAppOptions = {}) => {
  t = await buildTestApp(options);
  root = await t.signIn();
};
beforeEach(() => open());
afterEach(() => t.close());

const users = async (token = root) => (await get<UserRow[]>(t.app, '/usermgmt?form=userlist', token)).data ?? [];
const session = async (token: string) => (await get<SessionInfo>(t.app, '/usermgmt?form=session', token)).data;
const add = (param: Record<string, unknown>, token = root) =>
  post(t.app, '/usermgmt?form=userlist', { method: 'add', param }, token);
const remove = (name: string, token = root) =>
  post(t.app, '/usermgmt?form=userlist', { method: 'delete', param: { name } }, token);
const modify = (param: Record<string, unknown>, token: string) =>
  post(t.app, '/usermgmt?form=modifyps', { method: 'set', param }, token);
const newUser = (name: string, password: string, level: number, extra: Record<string, unknown> = {}) => ({
  name,
  key: loginKey(name, password),
  value: loginValue(password),
  level,
  reenter: 2,
  info: `${name} account`,
  ...extra,
});
const isValid = async (token: string) => (await get(t.app, '/board?info=system', token)).code === CODE.ok;

describe('accounts (USER-01…05)', () => {
  it('lists the accounts with level, limit, description, online state and session count', async () => {
    await t.signIn();
    const rows = await users();
    expect(rows).toEqual([
      { name: 'devol', level: 0, reenter: 4, info: 'Vendor', status: 0, logins: 0, pwd_change: 1 },
      { name: 'root', level: 2, reenter: 0, info: 'Super user', status: 1, logins: 2, pwd_change: 1 },
    ]);
  });

  it('answers every signed-in user its own level and name (api.md §8.9)', async () => {
    for (const level of [0, 1, 2, 3, 4, 5]) {
      const token = await t.signInAs(level);
      expect((await get(t.app, '/usermgmt?form=userlevel', token)).data).toEqual({ level, name: `user${level}x` });
    }
  });

  it('adds an operator that signs in with the password or the key, and deletes it, ending its sessions', async () => {
    expect(await add(newUser('night1', 'n1ghtShift', 4))).toEqual({ code: 1, message: 'success' });
    expect((await users()).find((u) => u.name === 'night1')).toMatchObject({ level: 4, reenter: 2, pwd_change: 0 });
    const byPassword = await t.signIn('night1', 'n1ghtShift');
    const byKey = await post(t.app, '/userlogin?form=login', {
      method: 'set',
      param: { name: 'night1', key: loginKey('night1', 'n1ghtShift') },
    });
    expect(byKey.code).toBe(1);
    expect(await remove('night1')).toEqual({ code: 1, message: 'success' });
    expect(await get(t.app, '/board?info=system', byPassword)).toEqual({ code: 0, message: TOKEN_CHECK_FAILED });
    expect((await users()).map((u) => u.name)).toEqual(['devol', 'root']);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [newUser('2bad', 'secret12', 4), /param\.name/],
      [newUser('ab', 'secret12', 4), /param\.name/],
      [{ ...newUser('oper9', 'secret12', 4), key: 'xyz' }, /param\.key/],
      [{ ...newUser('oper9', 'secret12', 4), value: loginValue('a b') }, /param\.value/],
      [{ ...newUser('oper9', 'secret12', 4), value: loginValue('other12') }, /key is not MD5/],
      [newUser('oper9', 'secret12', 2), /param\.level/],
      [newUser('oper9', 'secret12', 6), /param\.level/],
      [newUser('oper9', 'secret12', 4, { reenter: 0 }), /param\.reenter/],
      [newUser('oper9', 'secret12', 4, { reenter: '9' }), /param\.reenter/],
      [newUser('oper9', 'secret12', 4, { info: 'x'.repeat(65) }), /param\.info/],
      [newUser('oper9', 'secret12', 4, { pwd_change: 2 }), /param\.pwd_change/],
      [newUser('root', 'secret12', 4), /already exists/],
    ];
    for (const [param, message] of bad) expectRefused(await add(param), message);
    expectRefused(await remove('nobody'), /no user named nobody/);
    expectRefused(await modify({ name: 'root', key: '', key1: 'zz' }, root), /param\.key1/);
    expect((await users()).map((u) => u.name)).toEqual(['devol', 'root']);
  });

  it('keeps accounts of a higher level out of reach, and the factory accounts and one’s own undeletable', async () => {
    await t.services.users.create({ name: 'super2', level: 2, maxLogins: 1 }, loginKey('super2', 'super2pw'));
    const admin = await t.signInAs(3, { name: 'admin1' });
    expect(await add(newUser('admin2', 'adm1n2pw', 3), admin)).toMatchObject({ code: 1 });
    expect(await add(newUser('oper2', 'oper2pw', 4), admin)).toMatchObject({ code: 1 });
    expectRefused(await remove('super2', admin), /higher level than yours/);
    expectRefused(await remove('root', admin), /higher level|factory account/);
    expectRefused(await remove('admin1', admin), /your own account/);
    expectRefused(await remove('root'), /your own account/);
    expectRefused(await remove('devol'), /factory account/);
    expect(await remove('oper2', admin)).toMatchObject({ code: 1 });
    // an operator changes no accounts at all
    const operator = await t.signInAs(4);
    expectRefused(await add(newUser('oper3', 'oper3pw', 5), operator), /permission denied/);
    expectRefused(await remove('admin2', operator), /permission denied/);
  });

  it('changes one’s own password with the current one, which ends all one’s sessions', async () => {
    const other = await t.signIn();
    expectRefused(
      await modify({ name: 'root', key: loginKey('root', 'wrong'), key1: loginKey('root', 'n3wPass') }, root),
      /current password is wrong/,
    );
    expectRefused(
      await modify({ name: 'root', key: '', key1: loginKey('root', 'n3wPass') }, root),
      /current password is wrong/,
    );
    expectRefused(
      await modify({ name: 'root', key: loginKey('root', 'admin'), key1: loginKey('root', 'admin') }, root),
      /other than the factory password/,
    );
    expectRefused(
      await modify(
        {
          name: 'root',
          key: loginKey('root', 'admin'),
          key1: loginKey('root', 'n3wPass'),
          value1: loginValue('a/b12'),
        },
        root,
      ),
      /param\.value1/,
    );
    const answer = await modify(
      {
        name: 'root',
        key: loginKey('root', 'admin'),
        key1: loginKey('root', 'n3wPass'),
        value1: loginValue('n3wPass'),
      },
      root,
    );
    expect(answer).toEqual({ code: 1, message: 'success' });
    expect(await isValid(root)).toBe(false);
    expect(await isValid(other)).toBe(false);
    const again = await t.signIn('root', 'n3wPass');
    expect(await session(again)).toMatchObject({ must_change_password: 0, password_change_reason: '' });
    await expect(t.signIn('root', 'admin')).rejects.toThrow(/refused/);
  });

  it('lets only levels up to 2 set another user’s password, never a higher level’s', async () => {
    const admin = await t.signInAs(3, { name: 'admin1' });
    const operator = await t.signInAs(4, { name: 'oper1' });
    expectRefused(await modify({ name: 'oper1', key: '', key1: loginKey('oper1', 'n3wPass') }, admin), /above level 2/);
    expectRefused(await modify({ name: 'devol', key: '', key1: loginKey('devol', 'n3wPass') }, root), /higher level/);
    expect(
      await modify({ name: 'oper1', key: '', key1: loginKey('oper1', 'n3wPass'), pwd_change: 1 }, root),
    ).toMatchObject({ code: 1 });
    // the operator's sessions end, and its next one must change the password first
    expect(await isValid(operator)).toBe(false);
    const next = await t.signIn('oper1', 'n3wPass');
    expect(await session(next)).toMatchObject({ must_change_password: 1, password_change_reason: 'required' });
  });
});

describe('the password change that comes first (USER-X1)', () => {
  it('leads the factory account on its factory password to a change, without restricting it (scripts)', async () => {
    const info = await session(root);
    expect(info).toEqual({
      name: 'root',
      level: 2,
      must_change_password: 1,
      password_change_reason: 'factory',
      auth: 'local',
      read: [...permissionsOf(2).read],
      write: [...permissionsOf(2).write],
    });
    // a script signing in with the factory key keeps working
    expect(
      (await post(t.app, '/system?form=hostname', { method: 'set', param: { hostname: 'Lab1' } }, root)).code,
    ).toBe(1);
  });

  it('does not ask it when the server is started with --require-password-change 0', async () => {
    await t.close();
    await open({ requirePasswordChange: false });
    expect(await session(root)).toMatchObject({ must_change_password: 0, password_change_reason: '' });
  });

  it('restricts an account an administrator created with "must change" to changing its password', async () => {
    expect(await add(newUser('field1', 'f1eldPass', 4, { pwd_change: 1 }))).toMatchObject({ code: 1 });
    const field = await t.signIn('field1', 'f1eldPass');
    expect(await session(field)).toMatchObject({
      must_change_password: 1,
      password_change_reason: 'required',
      read: ['session'],
      write: ['session'],
    });
    for (const answer of [
      await get(t.app, '/onutable', field),
      await get(t.app, '/board?info=menu', field),
      await post(t.app, '/onumgmt?form=config', { method: 'set', param: {} }, field),
    ] as Envelope[]) {
      expect(answer).toEqual({ code: CODE.error, message: PASSWORD_CHANGE_FIRST });
    }
    expect((await get(t.app, '/usermgmt?form=userlevel', field)).code).toBe(1);
    const changed = await modify(
      { name: 'field1', key: loginKey('field1', 'f1eldPass'), key1: loginKey('field1', 'n3wField') },
      field,
    );
    expect(changed.code).toBe(1);
    const after = await t.signIn('field1', 'n3wField');
    expect(await session(after)).toMatchObject({ must_change_password: 0 });
    expect((await get(t.app, '/onutable', after)).code).toBe(1);
  });
});
