import { TASK_REPEAT, type TaskInput } from '@olt/protocol';

export type StoredTask = Omit<TaskInput, never>;

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The device's wall time of a clock reading (its local fields are the device's wall time). */
export const dateText = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
};
const timeText = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Whether a task is due in the wall-clock minute that starts at `minuteMs`. */
export function isDue(task: StoredTask, minuteMs: number): boolean {
  if (task.enabled !== 1 || timeText(minuteMs) !== task.time) return false;
  if (task.repeat === TASK_REPEAT.once) return dateText(minuteMs) === task.date;
  if (task.repeat === TASK_REPEAT.weekly) return (task.weekdays & (1 << new Date(minuteMs).getDay())) !== 0;
  return true;
}

/** The wall-clock time of the task's next run after `nowMs`, or undefined when none will come. */
export function nextRun(task: StoredTask, nowMs: number): number | undefined {
  if (task.enabled !== 1) return undefined;
  const [h = 0, m = 0] = task.time.split(':').map(Number);
  if (task.repeat === TASK_REPEAT.once) {
    const [y = 0, mo = 1, d = 1] = task.date.split('/').map(Number);
    const at = new Date(y, mo - 1, d, h, m).getTime();
    return at > nowMs - MINUTE_MS && at >= Math.floor(nowMs / MINUTE_MS) * MINUTE_MS ? at : undefined;
  }
  const today = new Date(nowMs);
  for (let offset = 0; offset <= 7; offset++) {
    const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, h, m).getTime();
    if (at <= nowMs) continue;
    if (task.repeat === TASK_REPEAT.daily || (task.weekdays & (1 << new Date(at).getDay())) !== 0) return at;
  }
  return undefined;
}

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
export const MINUTE = MINUTE_MS;
