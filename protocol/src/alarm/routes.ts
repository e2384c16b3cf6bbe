import type { z } from 'zod';
import type { AlarmEntry, AlarmRecentQuery } from './records.ts';
import { type NoParams, type Route, route } from '../core/route.ts';

/** The latest alarms the status home starts with, schema-free. */

export const alarmRecentRoute: Route<z.input<typeof AlarmRecentQuery>, NoParams, z.output<typeof AlarmEntry>[]> = route(
  {
    id: 'ALM-X1',
    method: 'GET',
    path: '/alarm',
    select: { form: 'recent' },
    area: 'system',
  },
);

/** The alarms the status home lists (its Alarms card). */
export const RECENT_ALARMS = 8;
