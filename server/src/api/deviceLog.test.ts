import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOG_MODULES, LogPage, type LogModuleLevel } from '@olt/protocol';
import { get } from '../../test/boardHelpers.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const page = async (query = '') => LogPage.parse((await s.read(`/system?form=logger_lines${query}`)).data);
const setLevel = (module: string, level: unknown) => s.write('/system?form=logger', 'set', { module, level });

describe('device log levels (LOG-X1, LOG-X2)', () => {
  it('answers every module at notice, and sets one module, kept in the configuration', async () => {
    const levels = (await s.read<LogModuleLevel[]>('/system?form=logger')).data;
    expect(levels).toEqual(LOG_MODULES.map((module) => ({ module, level: 5 })));
    expect((await setLevel('vlan', '7')).code).toBe(1);
    expect((await s.read<LogModuleLevel[]>('/system?form=logger')).data).toContainEqual({ module: 'vlan', level: 7 });
    expect(s.olt.config.export().log_levels).toContainEqual({ module: 'vlan', level: 7 });
  });

  it('refuses a module it does not have, a level beyond 0–7 and a missing field, changing nothing', async () => {
    await expectAllRefused(s, [
      [() => setLevel('kitchen', 3), /module/],
      [() => setLevel('vlan', 8), /level/],
      [() => setLevel('vlan', -1), /level/],
      [() => setLevel('vlan', '1.5'), /level/],
      [() => s.write('/system?form=logger', 'set', { module: 'vlan' }), /level/],
    ]);
  });
});

describe('device log lines (LOG-X3)', () => {
  it("keeps an operator's change as a line of its path's module, filtered by the module's level", async () => {
    expect((await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: 330, vlanid_e: 330 })).code).toBe(1);
    const vlanLines = (await page('&module=vlan')).rows;
    expect(vlanLines[0]).toMatchObject({ module: 'vlan', level: 5 });
    expect(vlanLines[0]?.text).toMatch(/^root \(.+\) POST \/switch_vlanlist create: done$/);
    // the device's own informational line of the change is not kept at notice …
    expect(vlanLines).toHaveLength(1);
    // … but is once the module keeps informational lines
    await setLevel('vlan', 6);
    expect((await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: 331, vlanid_e: 331 })).code).toBe(1);
    expect((await page('&module=vlan')).rows.map((r) => r.level)).toEqual([5, 6, 5]);
    // a refused change is a warning with the device's reason
    expect((await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: 331, vlanid_e: 331 })).code).toBe(2);
    const [refused] = (await page('&module=vlan&level=4')).rows;
    expect(refused?.text).toMatch(/: refused: error: VLAN 331 already exists$/);
  });

  it('pages newest first and filters by words and time', async () => {
    for (const id of [310, 311, 312])
      await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: id, vlanid_e: id });
    const first = await page('&page=1&page_size=2&search=SWITCH_VLANLIST');
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.rows[0]!.seq).toBeGreaterThan(first.rows[1]!.seq);
    expect((await page('&page=2&page_size=2&search=switch_vlanlist')).rows).toHaveLength(1);
    const nowS = Math.floor(s.olt.kernel.now() / 1000);
    expect((await page(`&search=switch_vlanlist&since=${nowS + 60}`)).total).toBe(0);
    expect((await page(`&search=switch_vlanlist&until=${nowS + 60}`)).total).toBe(3);
  });

  it('refuses bad paging and filters', async () => {
    await expectAllRefused(s, [
      [() => s.read('/system?form=logger_lines&page=0'), /page/],
      [() => s.read('/system?form=logger_lines&page_size=501'), /page_size/],
      [() => s.read('/system?form=logger_lines&level=9'), /level/],
      [() => s.read('/system?form=logger_lines&module=kitchen'), /module/],
      [() => s.read(`/system?form=logger_lines&search=${'x'.repeat(65)}`), /search/],
      [() => s.read('/system?form=logger_lines&since=yesterday'), /since/],
    ]);
  });
});

describe('device log file (LOG-X4)', () => {
  it('writes the kept lines oldest first for this session, fetched once through its link', async () => {
    await s.write('/switch_vlanlist', 'create', { type: 1, vlanid_s: 320, vlanid_e: 320 });
    const { filename } = (await s.read<{ filename: string }>('/system?form=logger_dw')).data!;
    expect(filename).toMatch(/^olt_device_log\.txt\?ticket=[0-9a-f]{32}$/);
    const file = await s.app.inject({ method: 'GET', url: `/${filename}` });
    const lines = file.body.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d vlan\.notice: root .* create: done$/);
    expect((await s.app.inject({ method: 'GET', url: `/${filename}` })).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('answers no route without a session', async () => {
    for (const url of ['/system?form=logger', '/system?form=logger_lines', '/system?form=logger_dw']) {
      const answer = await get(s.app, url);
      expect(answer.code, url).toBeLessThan(1);
    }
    const post = await s.app.inject({
      method: 'POST',
      url: '/system?form=logger',
      payload: { method: 'set', param: { module: 'vlan', level: 0 } },
    });
    expect(post.json<{ code: number }>().code).toBeLessThan(1);
    expect(s.olt.deviceLog.levels()).toContainEqual({ module: 'vlan', level: 5 });
    expect((await s.app.inject({ method: 'GET', url: '/olt_device_log.txt' })).statusCode).toBe(404);
  });
});
