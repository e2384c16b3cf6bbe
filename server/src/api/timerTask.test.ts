import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TaskRow, TaskRun } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const TASK = '/timer_task?form=task';
const task = {
  task_id: 0,
  name: 'save at night',
  action: 1,
  port_id: 0,
  repeat: 1,
  date: '',
  time: '03:00',
  weekdays: 0,
  enabled: 1,
};
const list = async () => TaskRow.array().parse((await s.read('/timer_task?form=list')).data);

describe('timed tasks (TASK-X1…X5)', () => {
  it('adds, changes, runs now and deletes a task; a save run saves the configuration', async () => {
    expect((await s.write(TASK, 'set', task)).code).toBe(1);
    expect((await s.write(TASK, 'set', { ...task, action: '4', time: '04:30', name: 'backup' })).code).toBe(1);
    expect((await list()).map((t) => [t.task_id, t.name, t.action, t.time])).toEqual([
      [1, 'save at night', 1, '03:00'],
      [2, 'backup', 4, '04:30'],
    ]);
    await s.write('/system?form=hostname', 'set', { hostname: 'olt-night' });
    expect((await s.read<{ unsaved: number }>('/system_save?form=state')).data?.unsaved).toBe(1);
    expect((await s.write('/timer_task?form=run_now', 'set', { task_id: 1 })).code).toBe(1);
    expect((await s.read<{ unsaved: number }>('/system_save?form=state')).data?.unsaved).toBe(0);
    // a server kept in memory has no data directory: the backup run fails, and says so
    const backup = await s.write('/timer_task?form=run_now', 'set', { task_id: 2 });
    expect(backup.code).toBeGreaterThan(1);
    expect(backup.message).toMatch(/ran and failed: .*no data directory/);
    const runs = TaskRun.array().parse((await s.read('/timer_task?form=runs')).data);
    expect(runs.map((r) => [r.task_id, r.ok])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect((await s.write(TASK, 'delete', { task_id: 2 })).code).toBe(1);
    expect((await list()).map((t) => t.task_id)).toEqual([1]);
  });

  it('refuses bad tasks with nothing changed', async () => {
    await expectAllRefused(s, [
      [() => s.write(TASK, 'set', { ...task, time: '3:00' })],
      [() => s.write(TASK, 'set', { ...task, action: 5 })],
      [() => s.write(TASK, 'set', { ...task, repeat: 0 }), /needs its date/],
      [() => s.write(TASK, 'set', { ...task, repeat: 0, date: '2026/13/01' })],
      [() => s.write(TASK, 'set', { ...task, repeat: 2, weekdays: 0 }), /weekday/],
      [() => s.write(TASK, 'set', { ...task, name: '' })],
      [() => s.write(TASK, 'set', { ...task, name: 'x'.repeat(33) })],
      [() => s.write(TASK, 'set', { ...task, task_id: 33 })],
      [() => s.write(TASK, 'set', { ...task, action: 3, port_id: 9 }), /not a PON port/],
      [() => s.write(TASK, 'delete', { task_id: 7 }), /does not exist/],
      [() => s.write('/timer_task?form=run_now', 'set', { task_id: 7 }), /does not exist/],
    ]);
  });
});
