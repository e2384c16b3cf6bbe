import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get } from '../../../test/boardHelpers.ts';
import { multipart } from '../../../test/images.ts';
import { CONFIG_FILE_TITLE, renderConfigFile } from '../../device/maintenance/configFile.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterEach(() => t.close());

async function backup(): Promise<string> {
  const answer = await get<{ filename: string }>(t.app, '/system_backup', token);
  expect(answer.code).toBe(1);
  const filename = answer.data?.filename ?? '';
  expect(filename).toMatch(/^olt_config\.cfg\?ticket=[0-9a-f]{32}$/);
  const res = await t.app.inject({ method: 'GET', url: `/${filename}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function restore(file: Buffer | undefined, withToken = token): Promise<Envelope> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/system_restore',
    ...multipart(file, { filename: 'olt_config.cfg', contentType: 'text/plain' }),
    headers: { ...multipart(file).headers, ...(withToken ? { 'x-token': withToken } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope>();
}

/** Reboots and waits until the device answers /system_start again; sessions are gone, so it signs in anew. */
async function reboot(): Promise<void> {
  await get(t.app, '/system_reboot', token);
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 5));
    if (!t.services.lifecycle.isBooting && (await get(t.app, '/system_start')).code === 1) break;
  }
  token = await t.signIn();
}

/** A configuration with its lists in one order: a keyed section read back from the store comes in its key order. */
const normalised = (config: object) =>
  Object.fromEntries(
    Object.entries(config).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map((x) => JSON.stringify(x)).sort() : (v as unknown),
    ]),
  );
const startup = () => t.services.deviceConfig.stored('startup');
const header = { model: 'EPON-OLT-08', version: 'V2.4.1', created: '2026/03/14 09:30:00' };

describe('configuration backup and restore', () => {
  it('writes a readable file with a header and one line per record, for the asking session only', async () => {
    const text = await backup();
    const lines = text.split('\n');
    expect(lines[0]).toBe(CONFIG_FILE_TITLE);
    expect(lines.slice(1, 5)).toEqual([
      '! model: EPON-OLT-08',
      '! version: V2.4.1',
      expect.stringMatching(/^! created: \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/),
      expect.stringMatching(/^! checksum: sha256 [0-9a-f]{64}$/),
    ]);
    expect(text).toContain('\n[system]\nhostname = "EPON-OLT"\n');
    expect(text).toMatch(/\n\[vlans\]\n\{"vlan_id":1,/);
    // the link is used up, and nobody else can fetch the file
    const again = await get<{ filename: string }>(t.app, '/system_backup', token);
    const url = `/${again.data?.filename ?? ''}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/olt_config.cfg' })).statusCode).toBe(404);
  });

  it('restores a backup as the startup configuration, which the reboot brings back whole', async () => {
    const olt = t.services.device;
    olt.chassis.setHostname('Before-Backup');
    const atBackup = olt.config.export();
    const text = await backup();

    olt.chassis.setHostname('After-Backup');
    olt.vlan.create(42, 42);
    olt.vlan.setName(42, 'iptv');
    await get(t.app, '/system_save', token);
    expect(olt.config.export()).not.toEqual(atBackup);

    expect(await restore(Buffer.from(text))).toMatchObject({ code: 1 });
    const [kept] = t.services.configHistory.list().versions;
    expect(kept).toMatchObject({ reason: 'restore', user: 'root' });
    expect(kept?.changes.map((c) => c.section)).toEqual(expect.arrayContaining(['system', 'vlans']));
    // the running configuration stays until the reboot; the startup one is the file's
    expect(olt.chassis.hostname()).toBe('After-Backup');
    expect((await get<{ unsaved: number }>(t.app, '/system_save?form=state', token)).data?.unsaved).toBe(1);
    await reboot();
    expect(olt.chassis.hostname()).toBe('Before-Backup');
    expect(normalised(olt.config.export())).toEqual(normalised(atBackup));
    expect((await get<{ unsaved: number }>(t.app, '/system_save?form=state', token)).data?.unsaved).toBe(0);
  });

  it('refuses a file that is not a good configuration of this device, and changes nothing', async () => {
    const olt = t.services.device;
    const good = await backup();
    const config = olt.config.export() as unknown as Record<string, unknown>;
    const before = startup();
    const withVlans = (vlans: unknown[]) => renderConfigFile(header, { ...config, vlans });
    const cases: [string | undefined, RegExp][] = [
      [undefined, /no file/],
      ['hello', /not a configuration file/],
      [good.replace('hostname = "EPON-OLT"', 'hostname = "Other"'), /checksum does not match/],
      [good.slice(0, good.length - 200), /checksum does not match/],
      [good.replace('! model: EPON-OLT-08', '! model: EPON-OLT-04'), /checksum/],
      [renderConfigFile({ ...header, model: 'EPON-OLT-04' }, config), /made on a EPON-OLT-04/],
      [renderConfigFile(header, { ...config, nosuch: [] }), /no section "nosuch"/],
      [renderConfigFile(header, { system: { hostname: '9bad' } }), /host name/],
      [renderConfigFile(header, { system: { hostname: 'ok', extra: 1 } }), /line \d+ \(system\)/],
      [withVlans([...olt.config.export().vlans, { ...olt.config.export().vlans[1], vlan_id: 5000 }]), /vlan/i],
      [withVlans([{ vlan_id: 'one' }]), /at line \d+ \(vlans\.0\.vlan_id\)/],
      [
        renderConfigFile(header, { ...config, system: { hostname: 'A' } }).replace(
          '\n[system]\nhostname = "A"',
          '\n[system]\nhostname = "A"\n[system]',
        ),
        /checksum/,
      ],
    ];
    for (const [file, message] of cases) {
      expectRefused(await restore(file === undefined ? undefined : Buffer.from(file)), message);
    }
    expect(startup()).toEqual(before);
    expect((await get<{ unsaved: number }>(t.app, '/system_save?form=state', token)).data?.unsaved).toBe(0);
    // without a session nothing is read
    expect((await restore(Buffer.from(good), '')).code).toBeLessThan(1);
  });

  it('makes the factory configuration the startup one, applied by the reboot', async () => {
    const olt = t.services.device;
    olt.chassis.setHostname('Changed');
    await get(t.app, '/system_save', token);
    expect((await get(t.app, '/system_def_config', token)).code).toBe(1);
    expect(olt.chassis.hostname()).toBe('Changed');
    await reboot();
    expect(olt.chassis.hostname()).toBe('EPON-OLT');
    expect(normalised(olt.config.export())).toEqual(normalised(olt.config.factory()));
  });
});
