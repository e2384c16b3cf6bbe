import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import {
  CAPTCHA_REQUIRED,
  CAPTCHA_TTL_MS,
  CODE,
  LOGIN_LOCK,
  LOGIN_NAME_LOCK,
  SESSION_TIMED_OUT,
  TOKEN_CHECK_FAILED,
  loginKey,
  loginValue,
  type Envelope,
} from '@olt/protocol';
import { buildTestApp, loginBody, postLogin, type TestApp } from '../../test/helpers.ts';
import { writeCustomFlags } from '../store/customFlags.ts';
import { CAPTCHA_IMAGE_PX } from '../auth/captchaImage.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const systemInfo = async (token?: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/board?info=system', headers: token ? { 'x-token': token } : {} })
  ).json<Envelope>();

function expectRefused(answer: Envelope, message?: RegExp): void {
  expect(answer.code, answer.message).toBeGreaterThan(1);
  expect(answer.message).toMatch(/^error/i);
  if (message) expect(answer.message).toMatch(message);
}

describe('sign-in', () => {
  it('accepts the key and base64 password, answering the token only in the X-Token header', async () => {
    const { answer, token, res } = await postLogin(t.app, loginBody('root', 'admin'));
    expect(answer).toEqual({ code: 1, message: 'success' });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['access-control-expose-headers']).toBe('X-Token');
    expect((await systemInfo(token)).code).toBe(1);
  });

  it('accepts the key alone, as scripts in the field send it', async () => {
    const { answer, token } = await postLogin(t.app, {
      method: 'set',
      param: { name: 'root', key: loginKey('root', 'admin') },
    });
    expect(answer.code).toBe(1);
    expect((await systemInfo(token)).code).toBe(1);
  });

  it('refuses a wrong base64 password even with the right key', async () => {
    const { answer, token } = await postLogin(t.app, loginBody('root', 'admin', { value: loginValue('admin2') }));
    expect(answer.code).toBe(0);
    expect(token).toBeUndefined();
  });

  it('refuses a wrong password and an unknown user with code 0 and no token', async () => {
    for (const body of [
      loginBody('root', 'wrong'),
      { method: 'set', param: { name: 'root', key: loginKey('root', 'wrong') } },
      loginBody('nobody', 'admin'),
    ]) {
      const { answer, token, res } = await postLogin(t.app, body);
      expect(answer.code).toBe(0);
      expect(answer.message).toMatch(/user name or password/);
      expect(token).toBeUndefined();
      expect(res.headers['x-token']).toBeUndefined();
    }
  });

  it('refuses malformed bodies with an error envelope and counts none of them', async () => {
    const bodies: unknown[] = [
      '{"method":"set","param":',
      '"login"',
      { method: 'set', param: 'root' },
      { method: 'set', param: ['root'] },
      { method: 'set', param: { name: 'root', key: 'not-hex-not-hex-not-hex-not-hex!' } },
      { method: 'set', param: { name: 'root', key: loginKey('root', 'admin').slice(1) } },
      { method: 'set', param: { name: 'r'.repeat(17), key: loginKey('root', 'admin') } },
      { method: 'set', param: { name: 'root', key: loginKey('root', 'admin'), value: '***' } },
      { method: 'set', param: { key: loginKey('root', 'admin') } },
    ];
    for (const body of bodies) {
      const { answer, token } = await postLogin(t.app, body);
      expectRefused(answer);
      expect(token).toBeUndefined();
    }
    expect(t.services.loginGuard.lockedForMs('root', '127.0.0.1')).toBe(0);
    await t.signIn();
  });
});

describe('sessions', () => {
  it('answers code 0 without a token and with an unknown one', async () => {
    expect(await systemInfo()).toEqual({ code: 0, message: TOKEN_CHECK_FAILED });
    expect((await systemInfo('0'.repeat(32))).code).toBe(0);
  });

  it('answers -1 once the session was idle for the configured minutes, and not before', async () => {
    const token = await t.signIn();
    t.clock.advance(15 * 60_000 - 1);
    expect((await systemInfo(token)).code).toBe(1);
    t.clock.advance(15 * 60_000 - 1);
    expect((await systemInfo(token)).code).toBe(1);
    t.clock.advance(15 * 60_000);
    expect(await systemInfo(token)).toEqual({ code: -1, message: SESSION_TIMED_OUT });
  });

  it('takes the idle time from the configuration', async () => {
    const short = await buildTestApp({ sessionIdleMinutes: 1 });
    const token = await short.signIn();
    short.clock.advance(60_000);
    expect(
      (
        await short.app.inject({ method: 'GET', url: '/board?info=system', headers: { 'x-token': token } })
      ).json<Envelope>().code,
    ).toBe(-1);
    await short.close();
  });

  it('ends the session on logout; the token is refused afterwards and other sessions live on', async () => {
    const token = await t.signIn();
    const other = await t.signIn();
    const logout = (tok?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/userlogin?form=logout',
        headers: tok ? { 'x-token': tok } : {},
        payload: { method: 'set', param: { name: 'root' } },
      });
    expect((await logout(token)).json()).toEqual({ code: 1, message: 'success' });
    expect((await systemInfo(token)).code).toBe(0);
    expect((await logout(token)).json<Envelope>().code).toBe(0);
    expect((await logout()).json<Envelope>().code).toBe(0);
    expect((await systemInfo(other)).code).toBe(1);
  });
});

describe('captcha', () => {
  const newCaptcha = async (): Promise<{ filename: string; text: string }> => {
    const answer = (await t.app.inject({ method: 'GET', url: '/system_captcha' })).json<
      Envelope<{ filename: string }>
    >();
    expect(answer.code).toBe(1);
    const filename = answer.data?.filename ?? '';
    expect(filename).toMatch(/^\/captcha\/[A-Za-z0-9_-]{32}\.png$/);
    // the test reads the answer the way a person reads the picture: from the service that drew it
    const text = t.services.captcha.textOfFile(filename, '127.0.0.1') ?? '';
    return { filename, text };
  };
  const withCaptcha = (filename: string, text: string) =>
    loginBody('root', 'admin', { captcha_f: filename, captcha_v: text });

  beforeEach(() => {
    writeCustomFlags(t.services.settings, { captcha: 1 });
  });

  it('refuses a login without a captcha, with a wrong one, and with a reused one', async () => {
    expectRefused((await postLogin(t.app, loginBody('root', 'admin'))).answer, /verification code/);
    expectRefused((await postLogin(t.app, withCaptcha('', ''))).answer, /verification code/);

    const wrong = await newCaptcha();
    const wrongText = wrong.text === 'AAAA' ? 'CCCC' : 'AAAA';
    expectRefused((await postLogin(t.app, withCaptcha(wrong.filename, wrongText))).answer, /verification code/);
    // a wrong guess used it up: the right text no longer opens it
    expectRefused((await postLogin(t.app, withCaptcha(wrong.filename, wrong.text))).answer, /verification code/);

    const right = await newCaptcha();
    expect(right.text).toMatch(/^[A-Z0-9]{4,5}$/);
    const { answer, token } = await postLogin(t.app, withCaptcha(right.filename, right.text.toLowerCase()));
    expect(answer.code).toBe(1);
    expect(token).toBeDefined();
    expectRefused((await postLogin(t.app, withCaptcha(right.filename, right.text))).answer, /verification code/);
  });

  it('lapses after two minutes', async () => {
    const early = await newCaptcha();
    t.clock.advance(CAPTCHA_TTL_MS - 1);
    expect((await postLogin(t.app, withCaptcha(early.filename, early.text))).answer.code).toBe(1);

    const late = await newCaptcha();
    t.clock.advance(CAPTCHA_TTL_MS);
    expectRefused((await postLogin(t.app, withCaptcha(late.filename, late.text))).answer, /verification code/);
    expect((await t.app.inject({ method: 'GET', url: late.filename })).statusCode).toBe(404);
  });

  it('is not asked for when the switch is off', async () => {
    writeCustomFlags(t.services.settings, { captcha: 0 });
    expect((await postLogin(t.app, loginBody('root', 'admin'))).answer.code).toBe(1);
  });

  it('serves a PNG of 120×40 for a live captcha and 404 for an unknown one', async () => {
    const { filename } = await newCaptcha();
    const res = await t.app.inject({ method: 'GET', url: filename });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_IMAGE_PX.width, CAPTCHA_IMAGE_PX.height]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((CAPTCHA_IMAGE_PX.width * 3 + 1) * CAPTCHA_IMAGE_PX.height);

    expect((await t.app.inject({ method: 'GET', url: `/captcha/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/captcha/..%2Fetc.png' })).statusCode).toBe(404);
  });
});

describe('lock-out', () => {
  const failFrom = async (address: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect((await postLogin(t.app, loginBody('root', `wrong${i}`), address)).answer.code).toBe(0);
  };

  it('locks a name out of one address after five failures, even with the right password, for five minutes', async () => {
    await failFrom('10.0.0.5', LOGIN_LOCK.failures);
    const locked = await postLogin(t.app, loginBody('root', 'admin'), '10.0.0.5');
    expectRefused(locked.answer, /too many failed logins, try again in 5 minutes/);
    expect(locked.token).toBeUndefined();
    // another address is not locked out
    expect((await postLogin(t.app, loginBody('root', 'admin'), '10.0.0.6')).answer.code).toBe(1);

    t.clock.advance(LOGIN_LOCK.lockMs - 60_000);
    expectRefused((await postLogin(t.app, loginBody('root', 'admin'), '10.0.0.5')).answer, /try again in 1 minute$/);
    t.clock.advance(60_000);
    expect((await postLogin(t.app, loginBody('root', 'admin'), '10.0.0.5')).answer.code).toBe(1);
  });

  it('counts only failures within five minutes, and a success starts the count again', async () => {
    await failFrom('10.0.0.7', LOGIN_LOCK.failures - 1);
    t.clock.advance(LOGIN_LOCK.windowMs);
    await failFrom('10.0.0.7', LOGIN_LOCK.failures - 1);
    await t.signIn('root', 'admin', '10.0.0.7');
    await failFrom('10.0.0.7', LOGIN_LOCK.failures - 1);
    await t.signIn('root', 'admin', '10.0.0.7');
  });

  it('guesses from many addresses put the name under a captcha, never lock the rightful user out', async () => {
    await t.signIn('root', 'admin', '192.0.2.10');
    for (let i = 0; i < LOGIN_NAME_LOCK.failures; i++) await failFrom(`198.51.100.${i}`, 1);
    // a new address: without a captcha it is asked for one (not refused for good), with one solved it gets in
    const asked = await postLogin(t.app, loginBody('root', 'admin'), '203.0.113.9');
    expect(asked.answer).toEqual({ code: CODE.error, message: CAPTCHA_REQUIRED });
    const solved = async (address: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/system_captcha', remoteAddress: address });
      const filename = res.json<Envelope<{ filename: string }>>().data?.filename ?? '';
      return { captcha_f: filename, captcha_v: t.services.captcha.textOfFile(filename, address) ?? '' };
    };
    expect(
      (await postLogin(t.app, loginBody('root', 'admin', await solved('203.0.113.9')), '203.0.113.9')).answer.code,
    ).toBe(1);
    // a wrong password with a solved captcha is still a failure, and a captcha answers once
    const once = await solved('203.0.113.20');
    expect((await postLogin(t.app, loginBody('root', 'wrong9', once), '203.0.113.20')).answer.code).toBe(CODE.illegal);
    expect((await postLogin(t.app, loginBody('root', 'admin', once), '203.0.113.20')).answer).toEqual({
      code: CODE.error,
      message: CAPTCHA_REQUIRED,
    });
    // an address that signed in lately needs nothing
    expect((await postLogin(t.app, loginBody('root', 'admin'), '192.0.2.10')).answer.code).toBe(1);
  });

  it('locks another user name separately', async () => {
    await failFrom('10.0.0.8', LOGIN_LOCK.failures);
    await t.signIn('devol', 'devol', '10.0.0.8');
  });
});

describe('maximum logins', () => {
  it('refuses a second login of a user allowed one, and keeps the first session', async () => {
    await t.services.users.create({ name: 'oper1', level: 4, maxLogins: 1 }, loginKey('oper1', 'secret1'));
    const first = await t.signIn('oper1', 'secret1');
    const second = await postLogin(t.app, loginBody('oper1', 'secret1'));
    expectRefused(second.answer, /oper1 is already signed in 1 time/);
    expect(second.token).toBeUndefined();
    expect((await systemInfo(first)).code).toBe(1);

    // once the first session ends, the place is free again
    await t.app.inject({
      method: 'POST',
      url: '/userlogin?form=logout',
      headers: { 'x-token': first },
      payload: { method: 'set', param: {} },
    });
    await t.signIn('oper1', 'secret1');
  });

  it('lets root sign in again and again with every token staying valid', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await t.signIn());
    expect(new Set(tokens).size).toBe(10);
    for (const token of tokens) expect((await systemInfo(token)).code).toBe(1);
  });
});
