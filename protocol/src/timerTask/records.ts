import { z } from 'zod';
import { freeText, wireInt } from '../core/wireValues.ts';

/** What a timed task does: save the configuration, reboot the OLT, reboot the ONUs of a PON, back up to the data directory. */
export const TASK_ACTION = { save: 1, reboot: 2, onuReboot: 3, backup: 4 } as const;
/** When it runs: once at a date and time, every day at a time, or on chosen weekdays at a time. */
export const TASK_REPEAT = { once: 0, daily: 1, weekly: 2 } as const;
export const TASK_ID = { min: 1, max: 32 } as const;
export const TASK_NAME_CHARS = { min: 1, max: 32 } as const;
/** `weekdays`: bit 0 Sunday … bit 6 Saturday. */
export const WEEKDAYS_ALL = 0x7f;
/** How a run went: what was done, or that it failed (`detail`: the ONUs restarted, the file written, the reason). */
export const TASK_RESULTS = ['saved', 'rebooting', 'onus_restarted', 'backup_written', 'failed'] as const;
export type TaskResult = (typeof TASK_RESULTS)[number];

/** Runs kept to read back, newest first. */
export const TASK_RUNS_KEPT = 200;

export const TaskTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hh:mm, 00:00–23:59');
export const TaskDate = z.string().regex(/^(\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01]))?$/, 'YYYY/MM/DD');

/** TASK-X2: a task as it is set (task_id 0 on add = the first free id). */
export const TaskInput = z.object({
  task_id: wireInt(0, TASK_ID.max),
  name: freeText().min(TASK_NAME_CHARS.min).max(TASK_NAME_CHARS.max),
  action: wireInt(TASK_ACTION.save, TASK_ACTION.backup),
  /** the PON whose ONUs an ONU reboot restarts, 0 = every PON; ignored by the other actions */
  port_id: wireInt(0, 256),
  repeat: wireInt(TASK_REPEAT.once, TASK_REPEAT.weekly),
  /** the day of a one-shot task, '' for the others */
  date: TaskDate,
  time: TaskTime,
  weekdays: wireInt(0, WEEKDAYS_ALL),
  enabled: wireInt(0, 1),
});
export type TaskInput = z.output<typeof TaskInput>;

/** TASK-X1: a task with when it runs next and how its last run went. */
export const TaskRow = z.object({
  task_id: z.number().int(),
  name: z.string(),
  action: z.number().int(),
  port_id: z.number().int(),
  repeat: z.number().int(),
  date: z.string(),
  time: z.string(),
  weekdays: z.number().int(),
  enabled: z.number().int(),
  /** device time of the next run, '' when none is due (disabled, or a one-shot task in the past) */
  next_run: z.string(),
  last_run: z.string(),
  /** '' before the first run */
  last_result: z.union([z.enum(TASK_RESULTS), z.literal('')]),
  last_detail: z.string(),
});
export type TaskRow = z.infer<typeof TaskRow>;

/** TASK-X4: one run, newest first. */
export const TaskRun = z.object({
  task_id: z.number().int(),
  name: z.string(),
  action: z.number().int(),
  at: z.string(),
  ok: z.number().int(),
  result: z.enum(TASK_RESULTS),
  detail: z.string(),
});
export type TaskRun = z.infer<typeof TaskRun>;
