import { z } from 'zod';
import { AlarmEntry, AlarmFilter, AlarmPage, AlarmRecentQuery, DownloadAnswer, LoggerSetting } from './records.ts';
import { ALARM_PAGE_ROWS } from './words.ts';
import { wireInt } from '../core/wireValues.ts';
import { alarmRecentRoute } from './routes.ts';
import { endpoint } from '../core/endpoint.ts';

/** ALM-01: alarm lines, newest first; our `alarm?form=recent` adds the structured entries for the status home. */
export const alarmInfo = endpoint({
  id: 'ALM-01',
  method: 'GET',
  path: '/alarm',
  select: { form: 'info' },
  description: 'The alarm log, newest first, one formatted line each.',
  data: z.array(z.string()),
});

export const alarmRecent = endpoint({
  ...alarmRecentRoute,
  description: 'The latest alarms as structured entries, newest first.',
  addition: true,
  query: AlarmRecentQuery,
  data: z.array(AlarmEntry),
});

export const alarmDownload = endpoint({
  id: 'ALM-02',
  method: 'GET',
  path: '/alarm',
  select: { form: 'download' },
  description: 'Writes the alarm list as a text file for this session; answers its one-time download link.',
  data: DownloadAnswer,
});

export const getLogger = endpoint({
  id: 'ALM-03',
  method: 'GET',
  path: '/alarm',
  select: { form: 'logger' },
  description: 'Whether the events of the PON devices (ONUs) are written to the device log (pondev 1) or not (0).',
  data: LoggerSetting,
});

export const setLogger = endpoint({
  id: 'ALM-04',
  method: 'POST',
  path: '/alarm',
  select: { form: 'logger' },
  description:
    'Turns the logging of PON device events on or off: while off, ONU events are still alarms but leave no line in ' +
    'the device log; operator changes are always logged.',
  param: z.object({ pondev: wireInt(0, 1) }),
});

export const logDownload = endpoint({
  id: 'ALM-05',
  method: 'GET',
  path: '/alarm',
  select: { form: 'logger_dw' },
  description: 'Writes the device log as a text file for this session; answers its one-time download link.',
  data: DownloadAnswer,
});

export const clearAlarms = endpoint({
  id: 'ALM-06',
  method: 'POST',
  path: '/alarm',
  select: { form: 'clear' },
  verb: 'clear',
  description: 'Empties the alarm list; the device log keeps its lines.',
  param: z.object({}),
});

export const alarmPage = endpoint({
  id: 'ALM-X2',
  addition: true,
  method: 'GET',
  path: '/alarm',
  select: { form: 'page' },
  description:
    'The alarm list, newest first, filtered by level (this and more severe), source, port or ONU, words and time ' +
    '(device clock), paged; with the count of each level among the alarms the other filters keep.',
  query: AlarmFilter.extend({
    page: wireInt(1, 1_000_000).default(1),
    page_size: wireInt(1, ALARM_PAGE_ROWS.max).default(ALARM_PAGE_ROWS.default),
  })
    .refine((f) => f.onu_id === undefined || f.port_id !== undefined, {
      message: 'an ONU is named by its PON: give port_id with onu_id',
      path: ['onu_id'],
    })
    .refine((f) => f.since === undefined || f.until === undefined || f.since < f.until, {
      message: 'since must be before until',
      path: ['until'],
    }),
  data: AlarmPage,
});

export const savedAlarmsDownload = endpoint({
  id: 'ALM-07',
  method: 'GET',
  path: '/alarm',
  select: { form: 'download_save' },
  description:
    'Writes the saved alarms (errors and major alarms, which the device also keeps on flash across reboots, oldest ' +
    'first) as a text file for this session; answers its one-time download link.',
  data: DownloadAnswer,
});
