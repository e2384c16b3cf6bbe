import type { z } from 'zod';
import { routeAt } from '../core/pathAreas.ts';
import { type NoParams, type OutputOf, type Route, route } from '../core/route.ts';
import type { RunningConfigAnswer, TimeInfo } from './records.ts';

/**
 * The system reads and actions the console's shell calls, schema-free: the shell's shortcut menu, the reboot wait, the
 * device clock and the unsaved mark, before zod is loaded.
 */

export const hostnameRoute: Route<NoParams, NoParams, { hostname: string }> = route({
  id: 'SYS-07',
  method: 'GET',
  path: '/system',
  select: { form: 'hostname' },
  area: 'system',
});

export const saveStateRoute: Route<NoParams, NoParams, { unsaved: number }> = route({
  id: 'BAK-X1',
  method: 'GET',
  path: '/system_save',
  select: { form: 'state' },
  area: 'system',
});

export const timeInfoRoute: Route<NoParams, NoParams, z.output<typeof TimeInfo>> = route({
  id: 'TIME-01',
  method: 'GET',
  path: '/time',
  select: { form: 'info' },
  area: 'system',
});

// the system actions of the shell's shortcut menu and the reboot wait (action GETs, api.md §1.7)
export const systemSaveRoute = routeAt({ id: 'BAK-07', method: 'GET', path: '/system_save', changes: true });

export const systemRebootRoute = routeAt({ id: 'BAK-04', method: 'GET', path: '/system_reboot', changes: true });

export const systemRunningConfigRoute = routeAt<NoParams, NoParams, OutputOf<typeof RunningConfigAnswer>>({
  id: 'BAK-06',
  method: 'GET',
  path: '/system_running_config',
  changes: false,
});

/** Public because sessions are gone after a reboot. */
export const systemStartRoute = routeAt({
  id: 'BAK-05',
  method: 'GET',
  path: '/system_start',
  isPublic: true,
  changes: false,
});
