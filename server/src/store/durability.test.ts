import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_FILE, openDb, type Db } from './db.ts';
import { Durability } from './durability.ts';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'olt-durable-'));
  dirs.push(dir);
  const db = openDb(dir);
  dbs.push(db);
  const syncs: string[] = [];
  let release: () => void = () => undefined;
  const durability = new Durability(db, join(dir, `${DB_FILE}-wal`), (path) =>
    Promise.resolve({
      datasync: () =>
        new Promise<void>((resolve) => {
          syncs.push(path);
          release = resolve;
        }),
      close: () => Promise.resolve(),
    }),
  );
  const write = (value: string) => db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(value, value);
  return { durability, syncs, write, release: () => release() };
}

describe('durability of acknowledged writes', () => {
  it('syncs the WAL once for the writes waiting together, and not at all when nothing was written', async () => {
    const { durability, syncs, write, release } = setUp();
    await durability.flushed();
    expect(syncs).toHaveLength(0);

    write('a');
    write('b');
    let done = 0;
    const waiting = [durability.flushed(), durability.flushed(), durability.flushed()].map((p) => p.then(() => done++));
    await new Promise((r) => setTimeout(r, 5));
    expect(syncs).toHaveLength(1);
    expect(done).toBe(0);
    release();
    await Promise.all(waiting);
    expect(done).toBe(3);
    expect(syncs[0]).toMatch(/olt\.sqlite-wal$/);
  });

  it('makes a write that lands during a sync wait for the next one', async () => {
    const { durability, syncs, write, release } = setUp();
    write('a');
    const first = durability.flushed();
    await new Promise((r) => setTimeout(r, 5));
    write('b');
    let secondDone = false;
    const second = durability.flushed().then(() => (secondDone = true));
    release();
    await first;
    await new Promise((r) => setTimeout(r, 5));
    expect(syncs).toHaveLength(2);
    expect(secondDone).toBe(false);
    release();
    await second;
    expect(secondDone).toBe(true);
  });
});

describe('answers that wrote nothing', () => {
  it('do not wait for a sync started by writes made before they arrived, and a write made since waits', async () => {
    const { durability, syncs, write, release } = setUp();
    write('before');
    const earlier = durability.flushed();
    const readArrived = durability.mark();
    let readDone = false;
    await durability.flushedSince(readArrived).then(() => (readDone = true));
    expect(readDone).toBe(true);

    const writeArrived = durability.mark();
    write('during');
    let writeDone = false;
    const written = durability.flushedSince(writeArrived).then(() => (writeDone = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(writeDone).toBe(false);
    release();
    await earlier;
    await new Promise((r) => setTimeout(r, 5));
    release();
    await written;
    expect(writeDone).toBe(true);
    expect(syncs.length).toBeGreaterThanOrEqual(1);
  });
});
