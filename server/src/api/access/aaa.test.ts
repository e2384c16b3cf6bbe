import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AAA_MODE,
  CODE,
  RADIUS_FALLBACK,
  loginKey,
  loginValue,
  type AaaSettings,
  type Envelope,
  type SessionInfo,
} from '@olt/protocol';
import { buildTestApp, loginBody, postLogin, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get, post } from '../../../test/boardHelpers.ts';
import { startRadiusServer, type TestRadiusServer } from '../../../test/radiusServer.ts';

const SECRET = 'n0c-shared-s3cret';
let t: TestApp;
let root: string;
let radius: TestRadiusServer;

beforeEach(async () => {
  t = await buildTestApp();
  root = await t.signIn();
  radius = await startRadiusServer(SECRET, {
    alice: { password: 'al1cePass', filterId: 'olt-level=3' },
    bob: { password: 'b0bPass', filterId: '4' },
    carol: { password: 'car0lPass' },
    root: { password: 'radiusRoot1' },
  });
});
afterEach(async () => {
  await t.close();
  await radius.close();
});

const aaa = async () => (await get<AaaSettings>(t.app, '/system_security?form=aaa', root)).data;
const setAaa = (param: Record<string, unknown>) =>
  post(t.app, '/system_security?form=aaa', { method: 'set', param }, root);
const useRadius = (extra: Record<string, unknown> = {}) =>
  setAaa({
    auth_mode: AAA_MODE.radius,
    radius_server: '127.0.0.1',
    radius_port: radius.port,
    radius_secret: SECRET,
    radius_timeout: 1,
    radius_retries: 0,
    ...extra,
  });
const signIn = async (name: string, password: string, onlyKey = false) => {
  const body = onlyKey ? { method: 'set', param: { name, key: loginKey(name, password) } } : loginBody(name, password);
  return postLogin(t.app, body);
};
const sessionOf = async (token: string) => (await get<SessionInfo>(t.app, '/usermgmt?form=session', token)).data;

describe('AAA settings (AAA-01/02)', () => {
  it('is local authentication until set, and never answers the shared secret', async () => {
    expect(await aaa()).toEqual({
      auth_mode: 0,
      radius_fallback: 1,
      radius_server: '',
      radius_port: 1812,
      radius_secret_set: 0,
      radius_timeout: 3,
      radius_retries: 2,
      radius_default_level: 5,
    });
    expect((await useRadius()).code).toBe(1);
    const read = await get(t.app, '/system_security?form=aaa', root);
    expect(JSON.stringify(read)).not.toContain(SECRET);
    expect(read.data).toMatchObject({ auth_mode: 1, radius_secret_set: 1, radius_port: radius.port });
    // left out, the secret stays
    expect((await setAaa({ auth_mode: 1, radius_server: '127.0.0.1', radius_port: radius.port })).code).toBe(1);
    expect(t.services.device.aaa.config.radius_secret).toBe(SECRET);
    // nor is it in the audit trail
    expect(JSON.stringify(t.services.audit.page({ area: 'access' }, 1, 50).rows)).not.toContain(SECRET);
  });

  it('refuses bad settings with a clear error and keeps the old ones', async () => {
    const before = await aaa();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ auth_mode: 1 }, /needs a RADIUS server/],
      [{ auth_mode: 1, radius_server: '127.0.0.1' }, /needs a shared secret/],
      [{ auth_mode: 2 }, /param\.auth_mode/],
      [{ auth_mode: 1, radius_server: 'bad host!' }, /param\.radius_server/],
      [{ auth_mode: 1, radius_server: '10.0.0.1', radius_port: 0 }, /param\.radius_port/],
      [{ auth_mode: 1, radius_server: '10.0.0.1', radius_timeout: 31 }, /param\.radius_timeout/],
      [{ auth_mode: 1, radius_server: '10.0.0.1', radius_retries: 6 }, /param\.radius_retries/],
      [{ auth_mode: 1, radius_server: '10.0.0.1', radius_secret: 'has space' }, /param\.radius_secret/],
      [{ auth_mode: 1, radius_server: '10.0.0.1', radius_default_level: 2 }, /param\.radius_default_level/],
      [{ auth_mode: 0, radius_fallback: 3 }, /param\.radius_fallback/],
    ];
    for (const [param, message] of bad) expectRefused(await setAaa(param), message);
    expect(await aaa()).toEqual(before);
  });

  it('may be read by an operator but changed only by an admin or above', async () => {
    const operator = await t.signInAs(4);
    expect((await get(t.app, '/system_security?form=aaa', operator)).code).toBe(1);
    expectRefused(
      await post(t.app, '/system_security?form=aaa', { method: 'set', param: { auth_mode: 0 } }, operator),
      /permission denied/,
    );
  });
});

describe('signing in through RADIUS', () => {
  it('checks the password with the RADIUS server; the level comes from Filter-Id or the default', async () => {
    await useRadius({ radius_default_level: 4 });
    const alice = await signIn('alice', 'al1cePass');
    expect(alice.answer.code).toBe(1);
    expect(radius.requests.at(-1)).toEqual({ user: 'alice', password: 'al1cePass', nas: 'EPON-OLT' });
    expect(await sessionOf(alice.token ?? '')).toMatchObject({
      name: 'alice',
      level: 3,
      auth: 'radius',
      must_change_password: 0,
    });
    const bob = await signIn('bob', 'b0bPass');
    expect((await sessionOf(bob.token ?? ''))?.level).toBe(4);
    const carol = await signIn('carol', 'car0lPass');
    expect((await sessionOf(carol.token ?? ''))?.level).toBe(4);
    // the level decides, as for a local account: an operator changes no switch setting
    expectRefused(
      await post(t.app, '/system?form=hostname', { method: 'set', param: { hostname: 'X1' } }, bob.token),
      /permission denied/,
    );
    // a RADIUS user changes its password on the RADIUS server
    expectRefused(
      await post(
        t.app,
        '/usermgmt?form=modifyps',
        {
          method: 'set',
          param: { name: 'alice', key: loginKey('alice', 'al1cePass'), key1: loginKey('alice', 'x2345') },
        },
        alice.token,
      ),
      /RADIUS server/,
    );
    const wrong = await signIn('alice', 'wrong12');
    expect(wrong.answer.code).toBe(CODE.illegal);
    const audit = t.services.audit.page({ kind: 'login', user: 'alice' }, 1, 10).rows.map((r) => r.result);
    expect(audit).toEqual(['failed', 'ok']);
  });

  it('falls back to the local accounts as the operator chose', async () => {
    // root's local password is admin; on the RADIUS server it is radiusRoot1
    await useRadius({ radius_fallback: RADIUS_FALLBACK.never });
    expect((await signIn('root', 'admin')).answer.code).toBe(CODE.illegal);
    expect((await signIn('root', 'radiusRoot1')).answer.code).toBe(1);
    await useRadius({ radius_fallback: RADIUS_FALLBACK.rejected });
    expect((await signIn('root', 'admin')).answer.code).toBe(1);
    await useRadius({ radius_fallback: RADIUS_FALLBACK.unreachable });
    expect((await signIn('root', 'admin')).answer.code).toBe(CODE.illegal);
  });

  it('uses the local accounts when the RADIUS server does not answer, if allowed', async () => {
    await useRadius({ radius_fallback: RADIUS_FALLBACK.unreachable });
    radius.isAnswering = false;
    expect((await signIn('root', 'admin')).answer.code).toBe(1);
    await useRadius({ radius_fallback: RADIUS_FALLBACK.never, radius_retries: 1 });
    const before = radius.requests.length;
    const refused = await signIn('root', 'admin');
    expect(refused.answer).toMatchObject({
      code: CODE.error,
      message: expect.stringMatching(/RADIUS server does not answer/) as string,
    });
    expect(radius.requests.length - before).toBe(2);
  });

  it('ignores a reply signed with another secret, as if none came', async () => {
    await useRadius({ radius_secret: 'not-the-servers-secret', radius_fallback: RADIUS_FALLBACK.never });
    const answer = await signIn('alice', 'al1cePass');
    expect(answer.answer.message).toMatch(/does not answer/);
  });

  it('checks key-only sign-ins (scripts) locally when a fallback exists, and refuses them under RADIUS alone', async () => {
    await useRadius({ radius_fallback: RADIUS_FALLBACK.unreachable });
    expect((await signIn('root', 'admin', true)).answer.code).toBe(1);
    await useRadius({ radius_fallback: RADIUS_FALLBACK.never });
    const answer: Envelope = (await signIn('root', 'admin', true)).answer;
    expect(answer.message).toMatch(/send the password/);
    expect(loginValue('x')).toBeTruthy();
  });
});
