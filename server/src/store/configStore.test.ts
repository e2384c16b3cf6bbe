import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from './db.ts';
import { ConfigStore, type ConfigKind, type RowChange } from './configStore.ts';

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

/** Sections stored whole, as rows with key ''. */
const rows = (sections: Record<string, unknown>): RowChange[] =>
  Object.entries(sections).map(([section, value]) => ({ section, key: '', value }));

/** The sections stored whole, read back as one object. */
function sectionsOf(store: ConfigStore, kind: ConfigKind): Record<string, unknown> {
  return Object.fromEntries(store.readRows(kind).map((row) => [row.section, row.value]));
}

describe('configuration store', () => {
  it('starts empty, then holds the same configuration as running and startup', () => {
    const { store } = open();
    expect(store.hasRunning()).toBe(false);
    expect(sectionsOf(store, 'running')).toEqual({});
    store.writeBoth(rows(FACTORY));
    expect(store.hasRunning()).toBe(true);
    expect(sectionsOf(store, 'running')).toEqual(FACTORY);
    expect(sectionsOf(store, 'startup')).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('writes running sections without touching startup, and marks the configuration unsaved', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    store.writeRunning(rows({ vlans: [{ vlan_id: 1 }, { vlan_id: 10 }] }));
    expect(sectionsOf(store, 'running')).toEqual({ ...FACTORY, vlans: [{ vlan_id: 1 }, { vlan_id: 10 }] });
    expect(sectionsOf(store, 'startup')).toEqual(FACTORY);
    expect(store.readRow('running', 'vlans')).toEqual([{ vlan_id: 1 }, { vlan_id: 10 }]);
    expect(store.readRow('startup', 'vlans')).toEqual([{ vlan_id: 1 }]);
    expect(store.readRow('running', 'nothing')).toBeUndefined();
    expect(store.isUnsaved()).toBe(true);
  });

  it('is saved again when a change is undone by hand', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    store.writeRunning(rows({ system: { hostname: 'Core' } }));
    expect(store.isUnsaved()).toBe(true);
    store.writeRunning(rows({ system: { hostname: 'EPON-OLT' } }));
    expect(store.isUnsaved()).toBe(false);
  });

  it('saves running as startup, and reverts running to startup', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    store.writeRunning(rows({ vlans: [{ vlan_id: 20 }], extra: 1 }));
    store.saveStartup();
    expect(store.isUnsaved()).toBe(false);
    expect(sectionsOf(store, 'startup')).toEqual({ ...FACTORY, vlans: [{ vlan_id: 20 }], extra: 1 });

    store.writeRunning(rows({ vlans: [{ vlan_id: 30 }], onus: [{ onu_id: 1 }] }));
    store.revertRunning();
    expect(store.isUnsaved()).toBe(false);
    expect(sectionsOf(store, 'running')).toEqual({ ...FACTORY, vlans: [{ vlan_id: 20 }], extra: 1 });
  });

  it('removes from startup a section that running no longer has', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    store.writeRunning(rows({ extra: true }));
    store.revertRunning();
    expect(sectionsOf(store, 'running')).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('tells listeners each time the unsaved state flips, and only then', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    const heard: boolean[] = [];
    const stop = store.onUnsavedChange((isUnsaved) => heard.push(isUnsaved));
    store.writeRunning(rows({ vlans: [{ vlan_id: 2 }] }));
    store.writeRunning(rows({ vlans: [{ vlan_id: 3 }] }));
    store.writeRunning(rows({ onus: [{ onu_id: 4 }] }));
    store.saveStartup();
    store.saveStartup();
    store.writeRunning(rows({ vlans: [{ vlan_id: 3 }] }));
    store.writeRunning(rows({ system: { hostname: 'x' } }));
    store.revertRunning();
    expect(heard).toEqual([true, false, true, false]);
    stop();
    store.writeRunning(rows({ vlans: [] }));
    expect(heard).toHaveLength(4);
  });

  it('writes all sections of one call or none', () => {
    const { db, store } = open();
    store.writeBoth(rows(FACTORY));
    db.exec(
      `CREATE TRIGGER refuse_onus BEFORE UPDATE ON config_rows WHEN NEW.section = 'onus' BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    expect(() => store.writeRunning(rows({ vlans: [{ vlan_id: 99 }], onus: [{ onu_id: 1 }] }))).toThrow(/disk full/);
    expect(sectionsOf(store, 'running')).toEqual(FACTORY);
    expect(store.isUnsaved()).toBe(false);
  });

  it('refuses a value that is not JSON and stores nothing', () => {
    const { store } = open();
    store.writeBoth(rows(FACTORY));
    expect(() => store.writeRunning(rows({ vlans: [], broken: 1n }))).toThrow(TypeError);
    expect(sectionsOf(store, 'running')).toEqual(FACTORY);
  });

  it('knows after reopening whether running and startup differ, from the stored hashes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'olt-config-'));
    dirs.push(dir);
    const first = open(dir);
    first.store.writeBoth(rows(FACTORY));
    first.store.writeRunning(rows({ vlans: [{ vlan_id: 5 }] }));
    first.db.close();

    const second = open(dir);
    expect(second.store.hasRunning()).toBe(true);
    expect(second.store.isUnsaved()).toBe(true);
    expect(sectionsOf(second.store, 'running')).toEqual({ ...FACTORY, vlans: [{ vlan_id: 5 }] });
    second.store.saveStartup();
    second.db.close();

    expect(open(dir).store.isUnsaved()).toBe(false);
  });

  it('stores a list row by row: one changed record writes one row, unchanged ones none', () => {
    const { store } = open();
    const onu = (id: number, name: string) => ({ section: 'onus', key: `1/${id}`, value: { onu_id: id, name } });
    store.writeBoth([...rows(FACTORY), onu(1, 'a'), onu(2, 'b'), onu(3, 'c')]);
    expect(store.writeRunning([onu(1, 'a'), onu(2, 'renamed'), onu(3, 'c')])).toBe(1);
    expect(store.readRow('running', 'onus', '1/2')).toEqual({ onu_id: 2, name: 'renamed' });
    expect(store.readRow('startup', 'onus', '1/2')).toEqual({ onu_id: 2, name: 'b' });
    expect(store.isUnsaved()).toBe(true);
    // a record whose value is undefined goes; a list written whole loses the rows it no longer names
    expect(store.writeRunning([{ section: 'onus', key: '1/3', value: undefined }])).toBe(1);
    expect(store.writeRunning([onu(4, 'd')], new Set(['onus']))).toBe(3);
    expect(store.readRows('running', ['onus']).map((r) => r.key)).toEqual(['', '1/4']);
    store.saveStartup();
    expect(store.readRows('startup', ['onus']).map((r) => r.key)).toEqual(['', '1/4']);
    expect(store.isUnsaved()).toBe(false);
  });

  it('splits a list an older server stored whole into rows, in both configurations at once', () => {
    const { store } = open();
    store.writeBoth(rows({ onus: [{ id: 1 }, { id: 2 }], system: { hostname: 'x' } }));
    const split = (whole: unknown) =>
      Array.isArray(whole) ? (whole as { id: number }[]).map((o) => ({ key: String(o.id), value: o })) : null;
    store.splitSection('onus', split);
    for (const kind of ['running', 'startup'] as const)
      expect(store.readRows(kind, ['onus']).map((r) => r.key)).toEqual(['1', '2']);
    expect(store.isUnsaved()).toBe(false);
    store.splitSection('system', split);
    expect(store.readRow('running', 'system')).toEqual({ hostname: 'x' });
  });
});
