import { describe, expect, it } from 'vitest';
import { TASK_ACTION, TASK_REPEAT, type TaskInput } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

// the test clock starts at 2026/03/14 09:26:53, a Saturday
const base: TaskInput = {
  task_id: 0,
  name: 'nightly save',
  action: TASK_ACTION.save,
  port_id: 0,
  repeat: TASK_REPEAT.daily,
  date: '',
  time: '09:28',
  weekdays: 0,
  enabled: 1,
};

function setUp() {
  const kit = makeOlt();
  const done: number[] = [];
  kit.olt.timerTask.setExecutor((action) => {
    done.push(action);
    return { result: 'saved' as const, detail: '' };
  });
  return { ...kit, done };
}

describe('timed tasks', () => {
  it('a daily task runs when the device clock enters its minute, once, and says when it runs next', () => {
    const { olt, done } = setUp();
    const id = olt.timerTask.set(base);
    expect(olt.timerTask.list()[0]).toMatchObject({ task_id: id, next_run: '2026/03/14 09:28:00', last_run: '' });
    olt.simulation.tick(60_000);
    expect(done).toEqual([]);
    olt.simulation.tick(60_000);
    expect(done).toEqual([TASK_ACTION.save]);
    olt.simulation.tick(30_000);
    expect(done).toHaveLength(1);
    expect(olt.timerTask.list()[0]).toMatchObject({ next_run: '2026/03/15 09:28:00', last_result: 'saved' });
    expect(olt.timerTask.history()[0]).toMatchObject({ task_id: id, ok: 1, at: '2026/03/14 09:28:00' });
  });

  it('a one-shot task runs at its date and is disabled after; a weekly one only on its weekdays', () => {
    const { olt, done } = setUp();
    olt.timerTask.set({ ...base, repeat: TASK_REPEAT.once, date: '2026/03/14', action: TASK_ACTION.backup });
    // Sunday only: not today (Saturday)
    olt.timerTask.set({ ...base, repeat: TASK_REPEAT.weekly, weekdays: 0x1, action: TASK_ACTION.reboot });
    olt.simulation.tick(120_000);
    expect(done).toEqual([TASK_ACTION.backup]);
    expect(olt.timerTask.list().map((t) => [t.enabled, t.next_run])).toEqual([
      [0, ''],
      [1, '2026/03/15 09:28:00'],
    ]);
    expect(olt.config.export().timerTasks[0]?.enabled).toBe(0);
  });

  it('an ONU reboot restarts the online ONUs of its PON; a failed run is recorded as failed', () => {
    const { olt } = setUp();
    const online = olt.onus.table().filter((r) => r.port_id === 2 && r.status === 'Online').length;
    const id = olt.timerTask.set({ ...base, action: TASK_ACTION.onuReboot, port_id: 2 });
    expect(olt.timerTask.runNow(id)).toMatchObject({ ok: 1, result: 'onus_restarted', detail: String(online) });
    olt.timerTask.setExecutor(() => {
      throw new Error('disk full');
    });
    const save = olt.timerTask.set({ ...base, time: '23:00' });
    expect(olt.timerTask.runNow(save)).toMatchObject({ ok: 0, result: 'failed', detail: 'disk full' });
  });

  it('a clock set back does not run a task twice, and the tasks survive in the configuration', () => {
    const { olt, done } = setUp();
    olt.timerTask.set(base);
    olt.simulation.tick(120_000);
    olt.chassis.setClock([2026, 3, 14, 9, 27, 30], olt.chassis.clock.zone);
    olt.simulation.tick(20_000);
    expect(done).toHaveLength(1);
    olt.simulation.tick(40_000);
    expect(done).toHaveLength(2);
    const other = makeOlt().olt;
    other.config.import(structuredClone(olt.config.export()));
    expect(other.timerTask.list().map((t) => t.name)).toEqual(['nightly save']);
  });

  it('refuses bad tasks with nothing changed', () => {
    const { olt } = setUp();
    expectRefused(olt, () => olt.timerTask.set({ ...base, repeat: TASK_REPEAT.once }), /needs its date/);
    expectRefused(olt, () => olt.timerTask.set({ ...base, repeat: TASK_REPEAT.weekly }), /weekday/);
    expectRefused(olt, () => olt.timerTask.set({ ...base, action: TASK_ACTION.onuReboot, port_id: 9 }), /not a PON/);
    expectRefused(olt, () => olt.timerTask.set({ ...base, time: '24:00' }), /hh:mm/);
    expectRefused(olt, () => olt.timerTask.set({ ...base, name: ' ' }), /name/);
    expectRefused(olt, () => olt.timerTask.remove(5), /does not exist/);
  });
});
