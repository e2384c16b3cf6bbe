import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { VlanRow } from '@olt/protocol';
import { buildApp } from '../src/app.ts';
import { DB_FILE } from '../src/store/db.ts';
import type { RowChange } from '../src/store/configStore.ts';
import { useTempDirs, buildTestApp, type TestApp } from './helpers.ts';
import { get, post } from './boardHelpers.ts';

const apps: TestApp[] = [];

const tempDataDir = useTempDirs('olt-writes');

afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function open(dataDir = ':memory:'): Promise<TestApp> {
  const t = await buildTestApp({ dataDir });
  apps.push(t);
  return t;
}

describe('what a change writes', () => {
  it('renaming one ONU writes one small row, not every ONU', async () => {
    const t = await open();
    const token = await t.signIn();
    const writes: RowChange[][] = [];
    const store = t.services.configStore;
    const writeRunning = store.writeRunning.bind(store);
    vi.spyOn(store, 'writeRunning').mockImplementation((changes, replaced) => {
      writes.push([...changes]);
      return writeRunning(changes, replaced);
    });
    const onu = t.services.device.config.export().onus[10]!;
    const answer = await post(
      t.app,
      '/onumgmt?form=config',
      {
        method: 'set',
        param: { port_id: onu.port_id, onu_id: onu.onu_id, flags: 0x8, onu_name: 'shop-7', onu_desc: '' },
      },
      token,
    );
    expect(answer.code).toBe(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual([
      {
        section: 'onus',
        key: `${onu.port_id}/${onu.onu_id}`,
        value: expect.objectContaining({ onu_name: 'shop-7' }) as unknown,
      },
    ]);
    expect(JSON.stringify(writes[0]).length).toBeLessThan(300);
    expect(t.services.device.config.export().onus.length).toBeGreaterThan(200);
    expect(store.readRow('running', 'onus', `${onu.port_id}/${onu.onu_id}`)).toMatchObject({ onu_name: 'shop-7' });
  });
});

describe('a write the store refuses', () => {
  /** Makes SQLite refuse rows of one section, as a full disk or a read-only data directory would. */
  function refuseSection(t: TestApp, section: string): () => void {
    t.services.db.exec(
      `CREATE TRIGGER refuse_insert BEFORE INSERT ON config_rows WHEN NEW.section = '${section}' ` +
        `BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;
       CREATE TRIGGER refuse_update BEFORE UPDATE ON config_rows WHEN NEW.section = '${section}' ` +
        `BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;`,
    );
    return () => t.services.db.exec('DROP TRIGGER refuse_insert; DROP TRIGGER refuse_update;');
  }

  it('changes nothing in the running device, answers an error, and is not stored by the next write', async () => {
    const t = await open();
    const token = await t.signIn();
    const heard: string[] = [];
    t.services.device.events.on('alarm', (a) => heard.push(a.content));
    const allow = refuseSection(t, 'vlans');
    const refused = await post(
      t.app,
      '/switch_vlanlist',
      { method: 'create', param: { vlanid_s: 100 + 7, vlanid_e: 107 } },
      token,
    );
    expect(refused.code).toBeGreaterThan(1);
    expect(refused.message).toMatch(/^error: the device could not store the change \(database or disk is full\)/);
    const table = (await get<VlanRow[]>(t.app, '/vlantable', token)).data ?? [];
    expect(table.some((v) => v.vlan_id === 107)).toBe(false);
    expect(t.services.device.alarms.logs().some((l) => l.content.includes('VLAN 107'))).toBe(false);
    expect(t.services.configStore.isUnsaved()).toBe(false);

    allow();
    expect(
      (await post(t.app, '/switch_vlanlist', { method: 'create', param: { vlanid_s: 108, vlanid_e: 108 } }, token))
        .code,
    ).toBe(1);
    const stored = t.services.deviceConfig.stored('running').vlans as { vlan_id: number }[];
    expect(stored.map((v) => v.vlan_id)).toContain(108);
    expect(stored.map((v) => v.vlan_id)).not.toContain(107);
    expect(heard).toEqual([]);
  });

  it('puts an ONU back as it was, with the rest of the device untouched', async () => {
    const t = await open();
    const device = t.services.device;
    const onu = device.config.export().onus[5]!;
    const before = device.onus.table();
    const allow = refuseSection(t, 'onus');
    expect(() =>
      device.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'lost', onu_desc: 'x' }),
    ).toThrow(/could not store/);
    expect(device.onus.table()).toEqual(before);
    allow();
    device.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'kept', onu_desc: 'x' });
    expect(device.onus.table().find((r) => r.onu_id === onu.onu_id && r.port_id === onu.port_id)?.onu_name).toBe(
      'kept',
    );
  });

  it('is refused on a really full database too (SQLite page limit)', async () => {
    const t = await open(tempDataDir());
    const token = await t.signIn();
    const pages = (t.services.db.pragma('page_count', { simple: true }) as number) + 0;
    t.services.db.pragma(`max_page_count = ${pages}`);
    let refusal = '';
    for (let start = 1000; start < 4000 && !refusal; start += 100) {
      const answer = await post(
        t.app,
        '/switch_vlanlist',
        { method: 'create', param: { vlanid_s: start, vlanid_e: start + 99 } },
        token,
      );
      if (answer.code !== 1) refusal = answer.message;
    }
    expect(refusal).toMatch(/^error: the device could not store the change/);
    const stored = new Set(
      (t.services.deviceConfig.stored('running').vlans as { vlan_id: number }[]).map((v) => v.vlan_id),
    );
    const served = (await get<VlanRow[]>(t.app, '/vlantable', token)).data ?? [];
    expect(served.map((v) => v.vlan_id).sort((a, b) => a - b)).toEqual([...stored].sort((a, b) => a - b));
  });
});

describe('a data directory that is not this server’s', () => {
  const start = (dataDir: string) => buildApp({ dataDir, bootDelayMs: 0 });

  it('refuses an empty file instead of starting a factory-fresh device', async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, DB_FILE), '');
    await expect(start(dir)).rejects.toThrow(/olt\.sqlite is an empty file, not a device store/);
  });

  it('refuses a file that is not SQLite, and another program’s database', async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, DB_FILE), 'these are not the droids you are looking for');
    await expect(start(dir)).rejects.toThrow(/cannot be opened as a device store/);
    const other = tempDataDir();
    const db = new Database(join(other, DB_FILE));
    db.exec('CREATE TABLE invoices (id INTEGER)');
    db.close();
    await expect(start(other)).rejects.toThrow(/another program's database/);
  });

  it('makes a new store readable by the server’s user only', async () => {
    const dir = tempDataDir();
    await open(dir);
    const { statSync } = await import('node:fs');
    expect(statSync(join(dir, DB_FILE)).mode & 0o077).toBe(0);
  });
});
