import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAVED_ALARMS_KEPT } from '@olt/protocol';
import { openDb } from './db.ts';
import { SavedAlarmDb } from './savedAlarmDb.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('saved alarms in the store', () => {
  it('outlive a restart, oldest first, and keep only the newest SAVED_ALARMS_KEPT', () => {
    const dir = mkdtempSync(join(tmpdir(), 'olt-saved-'));
    dirs.push(dir);
    const first = openDb(dir);
    const store = new SavedAlarmDb(first, (err) => {
      throw err;
    });
    for (let i = 1; i <= SAVED_ALARMS_KEPT + 5; i++) store.add({ time_ms: i, line: `alarm ${i}` });
    first.close();

    const again = openDb(dir);
    const list = new SavedAlarmDb(again, () => undefined).list();
    again.close();
    expect(list).toHaveLength(SAVED_ALARMS_KEPT);
    expect(list[0]).toEqual({ time_ms: 6, line: 'alarm 6' });
    expect(list.at(-1)).toEqual({ time_ms: SAVED_ALARMS_KEPT + 5, line: `alarm ${SAVED_ALARMS_KEPT + 5}` });
  });

  it('tells a failed write to its listener instead of throwing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'olt-saved-'));
    dirs.push(dir);
    const db = openDb(dir);
    const errors: unknown[] = [];
    const store = new SavedAlarmDb(db, (err) => errors.push(err));
    db.exec('DROP TABLE saved_alarms');
    expect(() => store.add({ time_ms: 1, line: 'x' })).not.toThrow();
    expect(errors).toHaveLength(1);
    db.close();
  });
});
