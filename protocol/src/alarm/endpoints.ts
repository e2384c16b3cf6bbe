import { z } from 'zod';
import { AlarmEntry, AlarmRecentQuery } from './records.ts';
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
