import { z } from 'zod';
import {
  TASK_ACTION,
  TASK_ID,
  TASK_REPEAT,
  TASK_RUNS_KEPT,
  TaskDate,
  TaskTime,
  type TaskInput,
  type TaskResult,
  type TaskRow,
  type TaskRun,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { checkText } from '../kernel/text.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { isDue, MINUTE, minuteOf, nextRun, type StoredTask } from './schedule.ts';

const int = z.number().int();
const Stored = z.strictObject({
  task_id: int,
  name: z.string(),
  action: int,
  port_id: int,
  repeat: int,
  date: z.string(),
  time: z.string(),
  weekdays: int,
  enabled: int,
});
export const timerTaskSections = sections({ timerTasks: { schema: z.array(Stored) } });
type TimerConfig = { timerTasks: StoredTask[] };

/** The actions the server carries out (they reach beyond the device model: the store, the power state, the disk). */
export type TaskExecutor = (action: number, task: StoredTask) => { result: TaskResult; detail: string };

/** A run's line in the device's words: each result has its template, its detail (a count, a path, a refusal) a field. */
function runText(task: StoredTask, outcome: { result: TaskResult; detail: string }): string {
  const who = { id: task.task_id, name: task.name };
  switch (outcome.result) {
    case 'saved':
      return wordsText(ALARM_WORDS.taskSaved, who);
    case 'rebooting':
      return wordsText(ALARM_WORDS.taskRebooting, who);
    case 'onus_restarted':
      return wordsText(ALARM_WORDS.taskOnusRestarted, { ...who, count: outcome.detail });
    case 'backup_written':
      return wordsText(ALARM_WORDS.taskBackupWritten, { ...who, path: outcome.detail });
    default:
      return wordsText(ALARM_WORDS.taskFailed, { ...who, refusal: outcome.detail });
  }
}

/** After a clock jump forward the device runs the tasks of at most this many minutes it skipped. */
const CATCH_UP_MINUTES = 5;

/**
 * Timed tasks (TASK-X1…X5): save, reboot, ONU reboot by PON and backup, once or daily or weekly at a time of the
 * device clock (TIME-01, manual or NTP). A task runs when the clock enters its minute; a one-shot task is disabled
 * once it has run. Every run is recorded with its result and logged.
 */
export class TimerTaskArea implements Area<TimerConfig> {
  readonly name = 'timerTask';
  readonly sections = timerTaskSections;
  private tasks = new Map<number, StoredTask>();
  private readonly runs: TaskRun[] = [];
  private lastMinute: number;
  private executor: TaskExecutor = () => ({ result: 'failed', detail: 'this device cannot do that on its own' });

  constructor(
    private readonly k: Kernel,
    private readonly clock: () => number,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.lastMinute = minuteOf(clock());
  }

  /** The server carries out save, reboot and backup. */
  setExecutor(executor: TaskExecutor): void {
    this.executor = executor;
  }

  /** TASK-X1. */
  list(): TaskRow[] {
    const now = this.clock();
    return this.sorted().map((t) => {
      const last = this.runs.find((r) => r.task_id === t.task_id);
      const next = nextRun(t, now);
      return {
        ...t,
        next_run: next === undefined ? '' : formatDeviceTime(next),
        last_run: last?.at ?? '',
        last_result: last?.result ?? '',
        last_detail: last?.detail ?? '',
      };
    });
  }

  /** TASK-X4. */
  history(): TaskRun[] {
    return [...this.runs];
  }

  /** TASK-X2: task_id 0 takes the first free id. */
  set(input: TaskInput): number {
    return this.k.write(() => {
      const id = input.task_id === 0 ? this.freeId() : input.task_id;
      const task = this.checked({ ...input, task_id: id });
      const isNew = !this.tasks.has(id);
      this.tasks.set(id, task);
      this.k.journal.section('timerTasks');
      this.k.alarms.log(wordsText(isNew ? ALARM_WORDS.taskAdded : ALARM_WORDS.taskChanged, { id, name: task.name }));
      return id;
    });
  }

  /** TASK-X3. */
  remove(taskId: number): void {
    this.k.write(() => {
      const task = this.task(taskId);
      this.tasks.delete(taskId);
      this.k.journal.section('timerTasks');
      this.k.alarms.log(wordsText(ALARM_WORDS.taskDeleted, { id: taskId, name: task.name }));
    });
  }

  /** TASK-X5. */
  runNow(taskId: number): TaskRun {
    return this.run(this.task(taskId), this.clock(), false);
  }

  exportSection(): StoredTask[] {
    return this.sorted().map((t) => ({ ...t }));
  }

  check(config: TimerConfig): void {
    const seen = new Set<number>();
    for (const t of config.timerTasks) {
      if (seen.has(t.task_id)) refuse(`timed task ${t.task_id} appears twice`);
      seen.add(t.task_id);
      this.checked(t);
    }
  }

  load(config: TimerConfig): void {
    this.tasks = new Map(config.timerTasks.map((t) => [t.task_id, { ...t }]));
  }

  /** Runs the tasks due in each wall-clock minute entered since the last step. */
  step(): void {
    const now = minuteOf(this.clock());
    if (now <= this.lastMinute) {
      // the clock stood still or was set back: wait for the next minute it enters
      this.lastMinute = now;
      return;
    }
    const from = Math.max(this.lastMinute + MINUTE, now - (CATCH_UP_MINUTES - 1) * MINUTE);
    this.lastMinute = now;
    for (let minute = from; minute <= now; minute += MINUTE)
      for (const task of this.sorted()) if (isDue(task, minute)) this.run(task, minute, true);
  }

  /** A restart does not run the tasks of the minute it comes back in again. */
  reboot(): void {
    this.lastMinute = minuteOf(this.clock());
  }

  private run(task: StoredTask, atMs: number, isScheduled: boolean): TaskRun {
    if (isScheduled && task.repeat === TASK_REPEAT.once) {
      this.k.write(() => {
        task.enabled = 0;
        this.k.journal.section('timerTasks');
      });
    }
    let outcome: { result: TaskResult; detail: string };
    try {
      outcome =
        task.action === TASK_ACTION.onuReboot
          ? { result: 'onus_restarted', detail: String(this.rebootOnus(task.port_id)) }
          : this.executor(task.action, task);
    } catch (err) {
      outcome = { result: 'failed', detail: err instanceof Error ? err.message.replace(/^error: /, '') : String(err) };
    }
    const ok = outcome.result === 'failed' ? 0 : 1;
    const record: TaskRun = {
      task_id: task.task_id,
      name: task.name,
      action: task.action,
      at: formatDeviceTime(atMs),
      ok,
      ...outcome,
    };
    this.runs.unshift(record);
    this.runs.length = Math.min(this.runs.length, TASK_RUNS_KEPT);
    this.k.alarms.log(runText(task, outcome));
    return record;
  }

  private rebootOnus(portId: number): number {
    const pons = portId === 0 ? [...this.pon.ids] : [portId];
    let count = 0;
    const online = new Map<number, number[]>();
    for (const row of this.onus.table())
      if (pons.includes(row.port_id) && row.status === 'Online')
        online.set(row.port_id, [...(online.get(row.port_id) ?? []), row.onu_id]);
    for (const [pon, ids] of online) {
      this.onus.rebootMany(pon, ids);
      count += ids.length;
    }
    return count;
  }

  private checked(t: StoredTask): StoredTask {
    if (!Number.isInteger(t.task_id) || t.task_id < TASK_ID.min || t.task_id > TASK_ID.max)
      refuse(`task_id must be ${TASK_ID.min}–${TASK_ID.max}`);
    checkText(t.name, 'name', 32);
    if (t.name.trim() === '') refuse('name must not be empty');
    if (!Object.values(TASK_ACTION).includes(t.action as 1)) refuse('action must be 1–4');
    if (!Object.values(TASK_REPEAT).includes(t.repeat as 0)) refuse('repeat must be 0, 1 or 2');
    if (!TaskTime.safeParse(t.time).success) refuse('time must be hh:mm, 00:00–23:59');
    if (!TaskDate.safeParse(t.date).success) refuse('date must be YYYY/MM/DD');
    if (t.repeat === TASK_REPEAT.once && t.date === '') refuse('a one-shot task needs its date');
    if (t.repeat === TASK_REPEAT.weekly && (t.weekdays < 1 || t.weekdays > 0x7f))
      refuse('a weekly task needs at least one weekday');
    if (t.enabled !== 0 && t.enabled !== 1) refuse('enabled must be 0 or 1');
    const onuReboot = t.action === TASK_ACTION.onuReboot;
    if (onuReboot && t.port_id !== 0 && !this.pon.has(t.port_id)) refuse(`port ${t.port_id} is not a PON port`);
    return {
      ...t,
      port_id: onuReboot ? t.port_id : 0,
      date: t.repeat === TASK_REPEAT.once ? t.date : '',
      weekdays: t.repeat === TASK_REPEAT.weekly ? t.weekdays : 0,
    };
  }

  private freeId(): number {
    for (let id = TASK_ID.min; id <= TASK_ID.max; id++) if (!this.tasks.has(id)) return id;
    refuse(`${TASK_ID.max} timed tasks are kept already: delete one first`);
  }

  private task(taskId: number): StoredTask {
    const t = this.tasks.get(taskId);
    if (!t) refuse(`timed task ${taskId} does not exist`);
    return t;
  }

  private sorted(): StoredTask[] {
    return [...this.tasks.values()].sort((a, b) => a.task_id - b.task_id);
  }
}
