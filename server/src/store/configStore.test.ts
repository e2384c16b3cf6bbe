import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from './db.ts';
import { ConfigStore } from './configStore.ts';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(dataDir = ':memory:'): { db: Db; store: ConfigStore } {
  const db = openDb(dataDir);
  opened.push(db);
  return { db, store: new ConfigStore(db) };
}

const FACTORY = { vlans: [{ vlan_id: 1 }], onus: [], system: { hostname: 'EPON-OLT' } };

describe('configuration store', () => {
  it('starts empty, then holds the same configuration as running and startup', () => {
    const { store } = open();
    expect(store.hasRunning()).toBe(false);
    expect(store.readRunning()).toEqual({});
    store.writeBoth(FACTORY);
    expect(store.hasRunning()).toBe(true);
    expect(store.readRunning()).toEqual(FACTORY);
    expect(store.readStartup()).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('writes running sections without touching startup, and marks the configuration unsaved', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    store.writeRunning({ vlans: [{ vlan_id: 1 }, { vlan_id: 10 }] });
    expect(store.readRunning()).toEqual({ ...FACTORY, vlans: [{ vlan_id: 1 }, { vlan_id: 10 }] });
    expect(store.readStartup()).toEqual(FACTORY);
    expect(store.readSection('running', 'vlans')).toEqual([{ vlan_id: 1 }, { vlan_id: 10 }]);
    expect(store.readSection('startup', 'vlans')).toEqual([{ vlan_id: 1 }]);
    expect(store.readSection('running', 'nothing')).toBeUndefined();
    expect(store.isUnsaved()).toBe(true);
  });

  it('is saved again when a change is undone by hand', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    store.writeRunning({ system: { hostname: 'Core' } });
    expect(store.isUnsaved()).toBe(true);
    store.writeRunning({ system: { hostname: 'EPON-OLT' } });
    expect(store.isUnsaved()).toBe(false);
  });

  it('saves running as startup, and reverts running to startup', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    store.writeRunning({ vlans: [{ vlan_id: 20 }], extra: 1 });
    store.saveStartup();
    expect(store.isUnsaved()).toBe(false);
    expect(store.readStartup()).toEqual({ ...FACTORY, vlans: [{ vlan_id: 20 }], extra: 1 });

    store.writeRunning({ vlans: [{ vlan_id: 30 }], onus: [{ onu_id: 1 }] });
    store.revertRunning();
    expect(store.isUnsaved()).toBe(false);
    expect(store.readRunning()).toEqual({ ...FACTORY, vlans: [{ vlan_id: 20 }], extra: 1 });
  });

  it('removes from startup a section that running no longer has', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    store.writeRunning({ extra: true });
    store.revertRunning();
    expect(store.readRunning()).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('tells listeners each time the unsaved state flips, and only then', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    const heard: boolean[] = [];
    const stop = store.onUnsavedChange((isUnsaved) => heard.push(isUnsaved));
    store.writeRunning({ vlans: [{ vlan_id: 2 }] });
    store.writeRunning({ vlans: [{ vlan_id: 3 }] });
    store.writeRunning({ onus: [{ onu_id: 4 }] });
    store.saveStartup();
    store.saveStartup();
    store.writeRunning({ vlans: [{ vlan_id: 3 }] });
    store.writeRunning({ system: { hostname: 'x' } });
    store.revertRunning();
    expect(heard).toEqual([true, false, true, false]);
    stop();
    store.writeRunning({ vlans: [] });
    expect(heard).toHaveLength(4);
  });

  it('writes all sections of one call or none', () => {
    const { db, store } = open();
    store.writeBoth(FACTORY);
    db.exec(
      `CREATE TRIGGER refuse_onus BEFORE UPDATE ON config WHEN NEW.section = 'onus' BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    expect(() => store.writeRunning({ vlans: [{ vlan_id: 99 }], onus: [{ onu_id: 1 }] })).toThrow(/disk full/);
    expect(store.readRunning()).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('refuses a value that is not JSON and stores nothing', () => {
    const { store } = open();
    store.writeBoth(FACTORY);
    expect(() => store.writeRunning({ vlans: [], broken: undefined })).toThrow(TypeError);
    expect(store.readRunning()).toEqual(FACTORY);
  });

  it('knows after reopening whether running and startup differ, from the stored hashes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'olt-config-'));
    dirs.push(dir);
    const first = open(dir);
    first.store.writeBoth(FACTORY);
    first.store.writeRunning({ vlans: [{ vlan_id: 5 }] });
    first.db.close();

    const second = open(dir);
    expect(second.store.hasRunning()).toBe(true);
    expect(second.store.isUnsaved()).toBe(true);
    expect(second.store.readRunning()).toEqual({ ...FACTORY, vlans: [{ vlan_id: 5 }] });
    second.store.saveStartup();
    second.db.close();

    expect(open(dir).store.isUnsaved()).toBe(false);
  });
});
