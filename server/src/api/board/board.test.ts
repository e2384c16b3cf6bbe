import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADVANCED_PAGES,
  COMPANY_MAX_CHARS,
  CompanyInfo,
  CustomFlags,
  Menu,
  SystemInfo,
  TOKEN_CHECK_FAILED,
  loginKey,
  type CompanyInfo as CompanyInfoType,
} from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get, OVERSIZED_BODY, post, signInVendor } from '../../../test/boardHelpers.ts';
import { DEFAULT_CUSTOM_FLAGS } from '../../store/customFlags.ts';

let t: TestApp;
let app: FastifyInstance;
let root: string;
let vendor: string;

beforeEach(async () => {
  t = await buildTestApp();
  app = t.app;
  root = await t.signIn();
  vendor = await signInVendor(t);
});
afterEach(() => t.close());

const FIELDS = Object.keys(COMPANY_MAX_CHARS) as (keyof typeof COMPANY_MAX_CHARS)[];
const company = async () => CompanyInfo.parse((await get(app, '/board?info=setting_board', root)).data);
const flags = async () => CustomFlags.parse((await get(app, '/system_custom')).data);

describe('board information', () => {
  it('tells the login page the model and PON count without a session', async () => {
    const answer = await get(app, '/board_info');
    expect(answer).toEqual({ code: 1, message: 'success', data: { product_name: 'EPON-OLT-08', ponports: 8 } });
  });

  it('follows the configured PON count', async () => {
    const small = await buildTestApp({ ponPorts: 4 });
    expect((await get<{ ponports: number }>(small.app, '/board_info')).data?.ponports).toBe(4);
    await small.close();
  });

  it('answers the full system information to a session, and code 0 without one', async () => {
    const info = SystemInfo.parse((await get(app, '/board?info=system', root)).data);
    expect(info).toEqual(app.services.device.chassis.systemInfo());
    expect(info).toMatchObject({ ponports: 8, geports: 4, xgeports: 2, device_type: 1 });
    expect(await get(app, '/board?info=system')).toEqual({ code: 0, message: TOKEN_CHECK_FAILED });
  });

  it('answers the advanced menu with every advanced page', async () => {
    const menu = Menu.parse((await get(app, '/board?info=menu', root)).data);
    expect(menu.page).toBe('advanced');
    const names = menu.menu
      .flatMap((e) => [e.name, ...(e.children ?? []).map((c) => c.name)])
      .map((n) => n.toLowerCase());
    for (const page of ADVANCED_PAGES) expect(names).toContain(page);
  });

  it('refuses an unknown info value and a missing one', async () => {
    expectRefused(await get(app, '/board?info=bogus', root), /unknown request info=bogus/);
    expectRefused(await get(app, '/board', root));
    expectRefused(await get(app, `/board?info=${'x'.repeat(100)}`, root));
  });
});

describe('vendor feature switches', () => {
  it('answers the factory defaults without a session', async () => {
    expect(await flags()).toEqual(DEFAULT_CUSTOM_FLAGS);
  });

  it('lets the vendor change some switches, keeps the others and ignores unknown keys', async () => {
    expect(
      (await post(app, '/system_custom', { method: 'set', param: { captcha: 1, fix_lang: 1, colour: 3 } }, vendor))
        .code,
    ).toBe(1);
    const after = await flags();
    expect(after).toEqual({ ...DEFAULT_CUSTOM_FLAGS, captcha: 1, fix_lang: 1 });
    expect(after).not.toHaveProperty('colour');
    expect((await post(app, '/system_custom', { method: 'set', param: { captcha: 0 } }, vendor)).code).toBe(1);
    expect(await flags()).toEqual({ ...DEFAULT_CUSTOM_FLAGS, fix_lang: 1 });
  });

  it('refuses the switches to a user below manufacturer level, and to nobody signed in', async () => {
    expectRefused(await post(app, '/system_custom', { method: 'set', param: { captcha: 1 } }, root), /vendor/);
    expect(await post(app, '/system_custom', { method: 'set', param: { captcha: 1 } })).toMatchObject({ code: 0 });
    expect(await flags()).toEqual(DEFAULT_CUSTOM_FLAGS);
  });

  it('refuses values other than 0 and 1, and stores none of a request with one bad value', async () => {
    for (const param of [
      { captcha: 'on' },
      { captcha: 2 },
      { captcha: -1 },
      { captcha: 0.5 },
      { captcha: null },
      { hsgq: 0, frpc: true },
    ]) {
      expectRefused(await post(app, '/system_custom', { method: 'set', param }, vendor));
    }
    expect(await flags()).toEqual(DEFAULT_CUSTOM_FLAGS);
  });

  it('refuses malformed bodies without changing anything', async () => {
    for (const body of [
      { method: 'set', param: [1] },
      { method: 'set', param: 'captcha=1' },
      { method: 'bogus', param: { captcha: 1 } },
      '{"method":"set","param":{"captcha":1}',
      '"captcha"',
      OVERSIZED_BODY,
    ]) {
      expectRefused(await post(app, '/system_custom', body, vendor));
    }
    expect(await flags()).toEqual(DEFAULT_CUSTOM_FLAGS);
  });
});

describe('company information', () => {
  const atMax = (): CompanyInfoType => {
    const info = {} as CompanyInfoType;
    for (const field of FIELDS) info[field] = 'a'.repeat(COMPANY_MAX_CHARS[field]);
    return info;
  };

  it('starts empty and needs a session to read', async () => {
    expect(await company()).toEqual({ name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' });
    expect(await get(app, '/board?info=setting_board')).toMatchObject({ code: 0 });
  });

  it('takes every field at its maximum length from the vendor, with no method verb', async () => {
    expect(await post(app, '/board?info=setting_board', { param: atMax() }, vendor)).toEqual({
      code: 1,
      message: 'success',
    });
    expect(await company()).toEqual(atMax());
  });

  it('refuses any field one character too long and stores none of the request', async () => {
    await post(app, '/board?info=setting_board', { param: { name: 'Acme Optics' } }, vendor);
    for (const field of FIELDS) {
      const param = { ...atMax(), [field]: 'b'.repeat(COMPANY_MAX_CHARS[field] + 1) };
      expectRefused(await post(app, '/board?info=setting_board', { param }, vendor), new RegExp(`param\\.${field}`));
    }
    expect(await company()).toMatchObject({ name: 'Acme Optics', addr: '' });
  });

  it('keeps the fields a request leaves out', async () => {
    await post(
      app,
      '/board?info=setting_board',
      { param: { name: 'Acme Optics', cc_url: 'https://acme.example' } },
      vendor,
    );
    await post(app, '/board?info=setting_board', { param: { phone: '+86 755 0000' } }, vendor);
    expect(await company()).toMatchObject({
      name: 'Acme Optics',
      cc_url: 'https://acme.example',
      phone: '+86 755 0000',
    });
  });

  it('refuses every account but the vendor', async () => {
    const answer = await post(app, '/board?info=setting_board', { param: { name: 'Rebranded' } }, root);
    expectRefused(answer, 'error: permission denied: level 2 (super) may not change the vendor settings');
    // a manufacturer-level account may change the vendor area, but company information is the vendor's alone
    await t.services.users.create({ name: 'maker', level: 0, maxLogins: 1 }, loginKey('maker', 'maker1'));
    const maker = await t.signIn('maker', 'maker1');
    expectRefused(
      await post(app, '/board?info=setting_board', { param: { name: 'Rebranded' } }, maker),
      'error: only the vendor account may change company information',
    );
    expect(await post(app, '/board?info=setting_board', { param: { name: 'Rebranded' } })).toMatchObject({ code: 0 });
    expect((await company()).name).toBe('');
  });

  it('refuses wrong types, non-object param, malformed JSON and oversized bodies', async () => {
    for (const body of [
      { param: { name: 42 } },
      { param: { email: ['a@b.c'] } },
      { param: 'name=x' },
      { param: null },
      '{"param":{"name":"x"}',
      '[]',
      OVERSIZED_BODY,
    ]) {
      expectRefused(await post(app, '/board?info=setting_board', body, vendor));
    }
    expect(await company()).toEqual(
      CompanyInfo.parse({ name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' }),
    );
  });
});
