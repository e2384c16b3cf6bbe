import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { TASK_ID, TaskInput, TaskRow, TaskRun } from './records.ts';

export const timerTasks = endpoint({
  id: 'TASK-X1',
  method: 'GET',
  path: '/timer_task',
  select: { form: 'list' },
  description:
    'The timed tasks kept in the configuration, with their next run by the device clock and their last result.',
  addition: true,
  data: z.array(TaskRow),
});

export const setTimerTask = endpoint({
  id: 'TASK-X2',
  method: 'POST',
  path: '/timer_task',
  select: { form: 'task' },
  verb: 'set',
  description:
    'Adds (task_id 0: the first free id) or changes a timed task: save, reboot, ONU reboot by PON or backup to the data directory; once at a date and time, daily, or weekly on the weekdays of a bit mask (bit 0 Sunday).',
  addition: true,
  param: TaskInput,
});

export const deleteTimerTask = endpoint({
  id: 'TASK-X3',
  method: 'POST',
  path: '/timer_task',
  select: { form: 'task' },
  verb: 'delete',
  description: 'Deletes a timed task.',
  addition: true,
  param: z.object({ task_id: wireInt(TASK_ID.min, TASK_ID.max) }),
});

export const timerTaskRuns = endpoint({
  id: 'TASK-X4',
  method: 'GET',
  path: '/timer_task',
  select: { form: 'runs' },
  description: 'The runs of the timed tasks since the device started, newest first, each with its result.',
  addition: true,
  data: z.array(TaskRun),
});

export const runTimerTask = endpoint({
  id: 'TASK-X5',
  method: 'POST',
  path: '/timer_task',
  select: { form: 'run_now' },
  verb: 'set',
  description: 'Runs a timed task now, as if its time had come (its schedule is unchanged).',
  addition: true,
  param: z.object({ task_id: wireInt(TASK_ID.min, TASK_ID.max) }),
});
