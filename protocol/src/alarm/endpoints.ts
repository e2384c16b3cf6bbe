import { z } from 'zod';
import { AlarmEntry, AlarmRecentQuery, DownloadAnswer, LoggerSetting } from './records.ts';
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
