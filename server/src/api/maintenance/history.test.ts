import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfigDiff, ConfigHistory, Envelope } from '@olt/protocol';
import { buildTestApp, setHostname, useTempDirs, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get, post } from '../../../test/boardHelpers.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterEach(() => t.close());

const history = async () => {
  const answer = await get<ConfigHistory>(t.app, '/config_history?form=list', token);
  expect(answer.code).toBe(1);
  return answer.data as ConfigHistory;
};
const diff = async (from: string | number, to: string | number) => {
  const answer = await get<ConfigDiff>(t.app, `/config_history?form=diff&from=${from}&to=${to}`, token);
  expect(answer.code, answer.message).toBe(1);
  return answer.data as ConfigDiff;
};
const save = async () => expect((await get(t.app, '/system_save', token)).code).toBe(1);
const rollback = (versionId: unknown): Promise<Envelope> =>
  post(t.app, '/config_history?form=rollback', { method: 'set', param: { version_id: versionId } }, token);
const hostnameOf = () => (t.services.deviceConfig.stored('startup').system as { hostname: string }).hostname;

describe('configuration history', () => {
  it('begins with the startup configuration, and keeps every save with who, from where and what changed', async () => {
    const first = await history();
    expect(first.versions).toHaveLength(1);
    expect(first.versions[0]).toMatchObject({ version_id: 1, reason: 'start', user: '', changes: [] });

    expect((await setHostname(t.app, 'OLT-EAST', token)).code).toBe(1);
    await save();
    const [newest] = (await history()).versions;
    expect(newest).toMatchObject({ version_id: 2, reason: 'save', user: 'root', address: '127.0.0.1' });
    expect(newest?.time).toMatch(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/);
    expect(newest?.changes).toEqual([{ section: 'system', added: 1, removed: 1 }]);
  });

  it('compares two versions as lines by section, and running with startup as a save would store it', async () => {
    expect((await diff('running', 'startup')).sections).toEqual([]);
    expect((await setHostname(t.app, 'OLT-EAST', token)).code).toBe(1);

    const unsaved = await diff('startup', 'running');
    expect(unsaved.sections.map((s) => s.section)).toEqual(['system']);
    const lines = unsaved.sections[0]?.hunks.flatMap((h) => h.lines) ?? [];
    expect(lines.filter((l) => l.op !== ' ')).toEqual([
      { op: '-', text: 'hostname = "EPON-OLT"' },
      { op: '+', text: 'hostname = "OLT-EAST"' },
    ]);
    expect(unsaved.sections[0]?.hunks[0]?.from_line).toBeGreaterThan(6);

    await save();
    expect((await diff('startup', 'running')).sections).toEqual([]);
    const saved = await diff(1, 2);
    expect(saved.sections.map((s) => [s.section, s.added, s.removed])).toEqual([['system', 1, 1]]);
    expect((await diff(2, 1)).sections[0]?.hunks[0]?.lines.find((l) => l.op === '+')?.text).toBe(
      'hostname = "EPON-OLT"',
    );
  });

  it('rolls the startup configuration back to a version, kept as a new version, applied by the reboot', async () => {
    expect((await setHostname(t.app, 'OLT-EAST', token)).code).toBe(1);
    await save();
    expect(hostnameOf()).toBe('OLT-EAST');

    expect((await rollback(1)).code).toBe(1);
    expect(hostnameOf()).toBe('EPON-OLT');
    const [newest] = (await history()).versions;
    expect(newest).toMatchObject({ version_id: 3, reason: 'rollback', of_version: 1, user: 'root' });
    // running still has the saved name until the reboot: the unsaved mark says so
    expect((await get<{ unsaved: number }>(t.app, '/system_save?form=state', token)).data?.unsaved).toBe(1);
  });

  it('keeps restores and factory resets as versions', async () => {
    expect((await get(t.app, '/system_def_config', token)).code).toBe(1);
    expect((await history()).versions[0]).toMatchObject({ reason: 'factory', user: 'root' });
  });

  it('keeps at most the versions it is told to, the newest', async () => {
    const set = (max: unknown) =>
      post(t.app, '/config_history?form=setting', { method: 'set', param: { max_kept: max } }, token);
    expect((await set(2)).code).toBe(1);
    for (const name of ['A1', 'A2', 'A3']) {
      expect((await setHostname(t.app, name, token)).code).toBe(1);
      await save();
    }
    const kept = await history();
    expect(kept.max_kept).toBe(2);
    expect(kept.versions.map((v) => v.version_id)).toEqual([4, 3]);
    expectRefused(await set(1));
    expectRefused(await set(201));
    expectRefused(await set('many'));
    expect((await history()).max_kept).toBe(2);
  });

  it('refuses bad references and unknown versions, changing nothing', async () => {
    for (const query of ['from=1', 'from=0&to=1', 'from=running&to=latest', 'from=1&to=1.5'])
      expectRefused(await get(t.app, `/config_history?form=diff&${query}`, token));
    expectRefused(await get(t.app, '/config_history?form=diff&from=1&to=99', token), /no configuration version 99/);
    for (const bad of [0, -1, 'x', null]) expectRefused(await rollback(bad));
    expectRefused(await rollback(99), /no configuration version 99/);
    expect((await history()).versions).toHaveLength(1);
  });

  it('needs a session, and an operator may read but not roll back', async () => {
    for (const url of ['/config_history?form=list', '/config_history?form=diff&from=running&to=startup'])
      expect((await get(t.app, url)).code).toBe(0);
    expect((await post(t.app, '/config_history?form=rollback', { method: 'set', param: { version_id: 1 } })).code).toBe(
      0,
    );
    const operator = await t.signInAs(4);
    expect((await get(t.app, '/config_history?form=list', operator)).code).toBe(1);
    expectRefused(
      await post(t.app, '/config_history?form=rollback', { method: 'set', param: { version_id: 1 } }, operator),
    );
  });
});

const tempDataDir = useTempDirs('olt-history');

describe('configuration history across tasks and restarts', () => {
  it('keeps timed saves and backups as the device itself, and every version after a restart', async () => {
    const dataDir = tempDataDir();
    const first = await buildTestApp({ dataDir });
    const root = await first.signIn();
    const task = (task_id: number, action: number) =>
      post(
        first.app,
        '/timer_task?form=task',
        {
          method: 'set',
          param: {
            task_id,
            name: `t${action}`,
            action,
            port_id: 0,
            repeat: 1,
            date: '',
            time: '03:00',
            weekdays: 0,
            enabled: 1,
          },
        },
        root,
      );
    expect((await task(0, 1)).code).toBe(1);
    expect((await task(0, 4)).code).toBe(1);
    expect((await setHostname(first.app, 'OLT-NIGHT', root)).code).toBe(1);
    for (const id of [1, 2])
      expect(
        (await post(first.app, '/timer_task?form=run_now', { method: 'set', param: { task_id: id } }, root)).code,
      ).toBe(1);
    const kept = first.services.configHistory.list().versions;
    expect(kept.slice(0, 2).map((v) => [v.reason, v.user, v.address])).toEqual([
      ['timed_backup', '', ''],
      ['timed_save', '', ''],
    ]);
    // the backup holds what the save stored: kept in the same canonical text, it shows no change
    expect(kept[0]?.changes).toEqual([]);
    await first.close();

    const second = await buildTestApp({ dataDir });
    expect(second.services.configHistory.list().versions.map((v) => v.reason)).toEqual([
      'timed_backup',
      'timed_save',
      'start',
    ]);
    await second.close();
  });
});
