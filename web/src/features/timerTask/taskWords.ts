import { TASK_ACTION, TASK_REPEAT, type TaskRow } from '@olt/protocol';
import type { TFunction } from 'i18next';
import { wordOf } from '../../lib/wireWords.ts';

/** Bit 0 Sunday … bit 6 Saturday, as the device's `weekdays` mask. */
export const WEEKDAY_WORDS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function actionText(
  t: TFunction<'timerTask'>,
  row: Pick<TaskRow, 'action' | 'port_id'>,
  ponName: (id: number) => string,
): string {
  const action = t(`action.${wordOf(TASK_ACTION, row.action)}`);
  if (row.action !== TASK_ACTION.onuReboot) return action;
  return t('onPon', { action, pon: row.port_id === 0 ? t('allPons') : ponName(row.port_id) });
}

export function scheduleText(
  t: TFunction<'timerTask'>,
  row: Pick<TaskRow, 'repeat' | 'date' | 'time' | 'weekdays'>,
): string {
  const repeat = wordOf(TASK_REPEAT, row.repeat);
  const days = WEEKDAY_WORDS.filter((_, bit) => (row.weekdays & (1 << bit)) !== 0)
    .map((w) => t(`weekdays.${w}`))
    .join(t('listJoin'));
  return t(`schedule.${repeat}`, { date: row.date, time: row.time, days });
}
