import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIME_ZONE, TimeInfo, TOKEN_CHECK_FAILED } from '@olt/protocol';
import { buildTestApp, createFakeClock, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get, OVERSIZED_BODY, post, signInVendor } from '../../../test/boardHelpers.ts';

let t: TestApp;
let app: FastifyInstance;
let token: string;
/** 2026-03-14 09:26:53 in the local time of the machine running the tests, as the device clock reads local time */
const START = new Date(2026, 2, 14, 9, 26, 53).getTime();

beforeEach(async () => {
  t = await buildTestApp({ clock: createFakeClock(START) });
  app = t.app;
  token = await t.signIn();
});
afterEach(() => t.close());

const BAD_BODIES = ['{"method":"set","param":', '"set"', '[1,2]', OVERSIZED_BODY];

describe('language', () => {
  const lang = async () => (await get<{ lang: string }>(app, '/system_lang')).data?.lang;

  it('is English until set, and is set without a session (the login page switches it)', async () => {
    expect(await lang()).toBe('en');
    expect(await post(app, '/system_lang', { method: 'set', param: { lang: 'zh' } })).toEqual({
      code: 1,
      message: 'success',
    });
    expect(await lang()).toBe('zh');
  });

  it('refuses other languages, wrong verbs and malformed bodies', async () => {
    for (const body of [
      { method: 'set', param: { lang: 'fr' } },
      { method: 'set', param: { lang: 1 } },
      { method: 'set', param: {} },
      { method: 'set', param: 'zh' },
      ...BAD_BODIES,
    ]) {
      expectRefused(await post(app, '/system_lang', body));
    }
    // a verb the endpoint does not know is told only to a session (without one: "Token Check Failed")
    expect((await post(app, '/system_lang', { method: 'add', param: { lang: 'zh' } })).code).toBe(0);
    expectRefused(await post(app, '/system_lang', { method: 'add', param: { lang: 'zh' } }, await t.signIn()));
    expect(await lang()).toBe('en');
  });

  it('refuses a change while the vendor has fixed the language', async () => {
    const vendor = await signInVendor(t);
    await post(app, '/system_custom', { method: 'set', param: { fix_lang: 1 } }, vendor);
    expectRefused(
      await post(app, '/system_lang', { method: 'set', param: { lang: 'zh' } }),
      'error: the language is fixed',
    );
    expect(await lang()).toBe('en');
  });
});

describe('theme', () => {
  const theme = async () => (await get<{ theme: number }>(app, '/system_theme')).data?.theme;

  it('is 0 until set, readable without a session, settable with one', async () => {
    expect(await theme()).toBe(0);
    expect((await post(app, '/system_theme', { method: 'set', param: { theme: 4 } }, token)).code).toBe(1);
    expect(await theme()).toBe(4);
  });

  it('needs a session to change', async () => {
    expect(await post(app, '/system_theme', { method: 'set', param: { theme: 2 } })).toEqual({
      code: 0,
      message: TOKEN_CHECK_FAILED,
    });
    expect(await theme()).toBe(0);
  });

  it('refuses themes outside 0–4, wrong types and malformed bodies', async () => {
    for (const body of [
      { method: 'set', param: { theme: 5 } },
      { method: 'set', param: { theme: -1 } },
      { method: 'set', param: { theme: 1.5 } },
      { method: 'set', param: { theme: '2x' } },
      { method: 'set', param: [2] },
      { method: 'get', param: { theme: 2 } },
      ...BAD_BODIES,
    ]) {
      expectRefused(await post(app, '/system_theme', body, token));
    }
    expect(await theme()).toBe(0);
  });
});

describe('host name', () => {
  const hostname = async () => (await get<{ hostname: string }>(app, '/system?form=hostname', token)).data?.hostname;

  it('is EPON-OLT until set, and takes a valid new name', async () => {
    expect(await hostname()).toBe('EPON-OLT');
    expect(
      (await post(app, '/system?form=hostname', { method: 'set', param: { hostname: 'Core_OLT-2' } }, token)).code,
    ).toBe(1);
    expect(await hostname()).toBe('Core_OLT-2');
    const longest = `h${'1'.repeat(63)}`;
    expect(
      (await post(app, '/system?form=hostname', { method: 'set', param: { hostname: longest } }, token)).code,
    ).toBe(1);
    expect(await hostname()).toBe(longest);
  });

  it('accepts the current name as it is, changing nothing', async () => {
    const answer = await post(app, '/system?form=hostname', { method: 'set', param: { hostname: 'EPON-OLT' } }, token);
    expect(answer.code).toBe(1);
    expect(await hostname()).toBe('EPON-OLT');
  });

  it('refuses names that break the rule, wrong types, unknown forms and malformed bodies', async () => {
    for (const name of ['', '1olt', '-olt', 'olt one', 'olt.one', 'olt/1', 'ölt', `h${'1'.repeat(64)}`, 7, null]) {
      expectRefused(await post(app, '/system?form=hostname', { method: 'set', param: { hostname: name } }, token));
    }
    expectRefused(await post(app, '/system?form=nickname', { method: 'set', param: { hostname: 'a' } }, token));
    expectRefused(await get(app, '/system?form=nickname', token));
    for (const body of BAD_BODIES) expectRefused(await post(app, '/system?form=hostname', body, token));
    expect(await hostname()).toBe('EPON-OLT');
  });

  it('needs a session', async () => {
    expect(await get(app, '/system?form=hostname')).toMatchObject({ code: 0 });
  });
});

describe('clock', () => {
  it('answers local time, uptime and the Shanghai zone', async () => {
    t.clock.advance((((1 * 24 + 2) * 60 + 3) * 60 + 1) * 1000);
    // the earlier session idled out meanwhile
    const time = TimeInfo.parse((await get(app, '/time?form=info', await t.signIn())).data);
    expect(time).toEqual({ time_now: [2026, 3, 15, 11, 29, 54], uptime: [1, 2, 3, 1], timezone: DEFAULT_TIME_ZONE });
  });

  it('needs a session and refuses other forms', async () => {
    expect(await get(app, '/time?form=info')).toMatchObject({ code: 0 });
    expectRefused(await get(app, '/time?form=ntp_bogus', token));
  });
});

describe('save', () => {
  const state = async () => (await get<{ unsaved: number }>(app, '/system_save?form=state', token)).data?.unsaved;

  it('is saved out of the box; a device change makes it unsaved, and saving makes it saved again', async () => {
    expect(await state()).toBe(0);
    app.services.device.vlan.create(300, 301);
    expect(await state()).toBe(1);
    expect(await get(app, '/system_save', token)).toEqual({ code: 1, message: 'success' });
    expect(await state()).toBe(0);
    expect(app.services.deviceConfig.stored('startup').vlans).toEqual(
      app.services.deviceConfig.stored('running').vlans,
    );
  });

  it('counts the host name as running configuration', async () => {
    await post(app, '/system?form=hostname', { method: 'set', param: { hostname: 'Edge-7' } }, token);
    expect(await state()).toBe(1);
    await get(app, '/system_save', token);
    expect(await state()).toBe(0);
    expect(app.services.deviceConfig.stored('startup').system).toEqual({ hostname: 'Edge-7' });
  });

  it('is unaffected by a refused change', async () => {
    expect(() => app.services.device.vlan.destroy(1, 1)).toThrow(/^error/);
    expectRefused(await post(app, '/system?form=hostname', { method: 'set', param: { hostname: '1olt' } }, token));
    expect(await state()).toBe(0);
  });

  it('needs a session', async () => {
    app.services.device.vlan.create(302, 302);
    expect(await get(app, '/system_save')).toMatchObject({ code: 0 });
    expect(await get(app, '/system_save?form=state')).toMatchObject({ code: 0 });
    expect(await state()).toBe(1);
    expectRefused(await get(app, '/system_save?form=bogus', token));
  });
});

describe('reboot', () => {
  it('answers first, then ends every session, refuses to start while booting and comes back up', async () => {
    await t.close();
    t = await buildTestApp({ bootDelayMs: 40 });
    app = t.app;
    t.clock.advance(600_000);
    token = await t.signIn();
    const steps: string[] = [];
    const started = new Promise<void>((resolve) => app.services.device.events.once('started', resolve));
    app.services.device.events.on('rebooting', () => steps.push('rebooting'));

    expect(await get(app, '/system_reboot', token)).toEqual({ code: 1, message: 'success' });
    expect(steps).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual(['rebooting']);
    expectRefused(await get(app, '/system_start'), 'error: the device is starting');
    expect(await get(app, '/time?form=info', token)).toMatchObject({ code: 0 });

    await started;
    expect(await get(app, '/system_start')).toEqual({ code: 1, message: 'success' });
    const fresh = await t.signIn();
    expect(TimeInfo.parse((await get(app, '/time?form=info', fresh)).data).uptime).toEqual([0, 0, 0, 0]);
  });

  /** Reboots over HTTP and waits until the device is up; answers a fresh token, as the old one ended. */
  async function reboot(): Promise<string> {
    const started = new Promise<void>((resolve) => app.services.device.events.once('started', resolve));
    expect(await get(app, '/system_reboot', token)).toEqual({ code: 1, message: 'success' });
    await started;
    expect(await get(app, '/system_start')).toEqual({ code: 1, message: 'success' });
    return t.signIn();
  }

  /** Changes an ONU name, a VLAN and the host name, the three kinds of running configuration. */
  async function change(tag: string) {
    const olt = app.services.device;
    const onu = olt.config.export().onus[0]!;
    olt.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: `onu-${tag}`, onu_desc: `desc ${tag}` });
    olt.vlan.create(500, 500);
    olt.vlan.setName(500, `v-${tag}`);
    expect(
      (await post(app, '/system?form=hostname', { method: 'set', param: { hostname: `Olt-${tag}` } }, token)).code,
    ).toBe(1);
    return onu;
  }

  it('brings back the startup configuration: unsaved changes are gone', async () => {
    const onu = await change('lost');
    const olt = app.services.device;
    const factoryName = olt.config.factory().onus.find((o) => o.macaddr === onu.macaddr)?.onu_name;
    const fresh = await reboot();
    expect(olt.onus.detail(onu.port_id, onu.onu_id)).toMatchObject({
      macaddr: onu.macaddr,
      onu_name: factoryName,
      onu_desc: onu.onu_desc,
    });
    expect(olt.vlan.has(500)).toBe(false);
    expect((await get(app, '/system?form=hostname', fresh)).data).toEqual({ hostname: 'EPON-OLT' });
    expect((await get(app, '/system_save?form=state', fresh)).data).toEqual({ unsaved: 0 });
    expect(app.services.deviceConfig.stored('running')).toEqual(app.services.deviceConfig.stored('startup'));
  });

  it('keeps what was saved before the reboot', async () => {
    const onu = await change('kept');
    expect((await get(app, '/system_save', token)).code).toBe(1);
    const fresh = await reboot();
    const olt = app.services.device;
    expect(olt.onus.detail(onu.port_id, onu.onu_id)).toMatchObject({
      macaddr: onu.macaddr,
      onu_name: 'onu-kept',
      onu_desc: 'desc kept',
    });
    expect(olt.vlan.table().find((v) => v.vlan_id === 500)?.vlan_name).toBe('v-kept');
    expect((await get(app, '/system?form=hostname', fresh)).data).toEqual({ hostname: 'Olt-kept' });
    expect((await get(app, '/system_save?form=state', fresh)).data).toEqual({ unsaved: 0 });
  });

  it('needs a session to reboot; start answers without one', async () => {
    expect(await get(app, '/system_reboot')).toMatchObject({ code: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.services.lifecycle.isBooting).toBe(false);
    expect(await get(app, '/system_start')).toEqual({ code: 1, message: 'success' });
  });
});

describe('system monitor', () => {
  const history = async () =>
    (
      await get<{ sys_monitor: { time_ms: number; cpu_usage: number; memory_usage: number }[] }>(
        app,
        '/system?form=sys_monitor',
        token,
      )
    ).data?.sys_monitor ?? [];

  it('answers the CPU and memory the device sampled every 5 s, the last hour, and starts again after a reboot', async () => {
    expect(await get(app, '/system?form=sys_monitor')).toMatchObject({ code: 0 });
    const sim = t.services.device.simulation;
    sim.tick(60_000);
    const minute = await history();
    expect(minute).toHaveLength(12);
    expect(minute[1]!.time_ms - minute[0]!.time_ms).toBe(5_000);
    expect(minute.at(-1)).toMatchObject(t.services.device.chassis.cpu());
    for (let i = 0; i < 80; i++) sim.tick(60_000);
    const hour = await history();
    expect(hour).toHaveLength(721);
    expect(hour.at(-1)!.time_ms - hour[0]!.time_ms).toBe(60 * 60_000);
    sim.reboot();
    expect(await history()).toEqual([]);
  });
});
