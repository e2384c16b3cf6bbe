import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoidEntry, PonSetting } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const settings = async () => z.array(PonSetting).parse((await s.read('/ponmgmt?form=setting')).data);
const loids = async (portId: number) =>
  z.array(LoidEntry).parse((await s.read(`/ponmgmt?form=loidlist&port_id=${portId}`)).data);

describe('PON settings (PON-01…08)', () => {
  it('lists every PON and applies each setting, numbers as text included', async () => {
    expect((await settings()).map((r) => r.port_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const ok = async (form: string, param: object) =>
      expect((await s.write(`/ponmgmt?form=${form}`, 'set', param)).code).toBe(1);
    await ok('authorize', { port_id: 2, auth_type: 0, auth_mode: '3' });
    await ok('p2p', { port_id: '2', p2p_flag: 1 });
    await ok('rogueonu', { port_id: 2, rogue_mode: 1, add_deny_flag: 1 });
    await ok('lb_onu', { port_id: 2, lb_onu_mode: 1 });
    await ok('optical_range', { port_id: 2, opt_min: '-28.5', opt_min_action: 1, opt_max: 0, opt_max_action: 0 });
    await ok('optstate', { port_id: 2, optstate: 0 });
    expect((await settings())[1]).toEqual({
      port_id: 2,
      auth_type: 0,
      auth_mode: 3,
      p2p_flag: 1,
      rogue_mode: 1,
      add_deny_flag: 1,
      lb_onu_mode: 1,
      opt_min: -28.5,
      opt_min_action: 1,
      opt_max: 0,
      opt_max_action: 0,
      optstate: 0,
    });
    expect((await s.read('/board?info=pon')).data).toEqual(
      expect.arrayContaining([
        { port_id: 2, admin_status: 1, status: 0, online: 0, offline: expect.any(Number) as number },
      ]),
    );
  });

  it('runs a rogue detection now on a manual PON (PON-05), whose result goes to the alarm list', async () => {
    await s.write('/ponmgmt?form=rogueonu', 'set', { port_id: 3, rogue_mode: 2, add_deny_flag: 0 });
    expect((await s.write('/ponmgmt?form=rogueonu', 'set', { port_id: 3, rogue_mode: 2 })).code).toBe(1);
    expect(s.olt.alarms.list()[0]?.content).toMatch(/^PON03 rogue ONU/);
  });

  it('refuses wrong types, out-of-range values, unknown ports and broken rules, changing nothing', async () => {
    const set = (form: string, param: unknown) => () => s.write(`/ponmgmt?form=${form}`, 'set', param);
    await expectAllRefused(s, [
      [set('authorize', { port_id: 1, auth_type: 2, auth_mode: 0 }), /auth_type/],
      [set('authorize', { port_id: 1, auth_type: 0, auth_mode: 4 }), /auth_mode/],
      [set('authorize', { port_id: 'one', auth_type: 0, auth_mode: 0 }), /port_id/],
      [set('authorize', { port_id: 9, auth_type: 0, auth_mode: 0 }), /not a PON port/],
      [set('authorize', { port_id: 300, auth_type: 0, auth_mode: 0 }), /port_id/],
      [set('p2p', { port_id: 1, p2p_flag: true }), /p2p_flag/],
      [set('p2p', { port_id: 1 }), /p2p_flag/],
      [set('rogueonu', { port_id: 1, rogue_mode: 3 }), /rogue_mode/],
      [set('lb_onu', { port_id: 1, lb_onu_mode: -1 }), /lb_onu_mode/],
      [set('optical_range', { port_id: 1, opt_min: -10, opt_min_action: 1 }), /opt_min/],
      [set('optical_range', { port_id: 1, opt_min: '-2e1', opt_min_action: 1 }), /opt_min/],
      [set('optical_range', { port_id: 1, opt_min: -41, opt_min_action: 0 }), /opt_min/],
      [set('optstate', { port_id: 1, optstate: '' }), /optstate/],
      [() => s.write('/ponmgmt?form=optstate', 'set', 'text'), /param/],
    ]);
  });
});

describe('LOID list (PON-09…11)', () => {
  it('lists, adds (one or a numbered batch) and deletes LOIDs', async () => {
    expect(await loids(1)).toEqual([]);
    expect(
      (await s.write('/ponmgmt?form=loidlist', 'add', { port_id: 1, loid: 'flat', password: 'x1', count: '3' })).code,
    ).toBe(1);
    expect((await s.write('/ponmgmt?form=loidlist', 'add', { port_id: 1, loid: 'shop' })).code).toBe(1);
    expect((await loids(1)).map((e) => [e.loid, e.password, e.used, e.mac])).toEqual([
      ['flat01', 'x1', 0, ''],
      ['flat02', 'x1', 0, ''],
      ['flat03', 'x1', 0, ''],
      ['shop', '', 0, ''],
    ]);
    expect((await s.write('/ponmgmt?form=loidlist', 'delete', { port_id: 1, loid: ['flat01', 'flat03'] })).code).toBe(
      1,
    );
    expect((await s.write('/ponmgmt?form=loidlist', 'delete', { port_id: 1, loid: 'shop' })).code).toBe(1);
    expect((await loids(1)).map((e) => e.loid)).toEqual(['flat02']);
    // the LOID PON lists its ONUs' LOIDs, with the MAC of the ONU using each
    expect((await loids(3)).some((e) => e.used === 1 && /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/.test(e.mac))).toBe(true);
  });

  it('refuses bad LOIDs, counts and lists, unknown PONs and LOIDs, changing nothing', async () => {
    await s.write('/ponmgmt?form=loidlist', 'add', { port_id: 1, loid: 'taken' });
    const add = (param: unknown) => () => s.write('/ponmgmt?form=loidlist', 'add', param);
    const del = (param: unknown) => () => s.write('/ponmgmt?form=loidlist', 'delete', param);
    await expectAllRefused(s, [
      [add({ port_id: 1, loid: 'has space' }), /loid/],
      [add({ port_id: 1, loid: 'x'.repeat(23) }), /loid/],
      [add({ port_id: 1, loid: '' }), /loid/],
      [add({ port_id: 1, loid: 'ok', password: 'x'.repeat(13) }), /password/],
      [add({ port_id: 1, loid: 'ok', count: 65 }), /count/],
      [add({ port_id: 1, loid: 'ok', count: 64 }), /at most 64/],
      [add({ port_id: 1, loid: 'taken' }), /already in the list/],
      [add({ port_id: 12, loid: 'ok' }), /not a PON port/],
      [add({ port_id: 1, loid: 42 }), /loid/],
      [del({ port_id: 1, loid: ['taken', 'missing'] }), /missing is not in the list/],
      [del({ port_id: 1, loid: [] }), /loid/],
      [() => s.read('/ponmgmt?form=loidlist&port_id=abc'), /port_id/],
      [() => s.read('/ponmgmt?form=loidlist&port_id=10'), /not a PON port/],
    ]);
  });
});
