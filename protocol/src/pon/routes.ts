import { routeAt } from '../core/pathAreas.ts';
import { type NoParams, type OutputOf, type Route, route } from '../core/route.ts';
import type { PonSummary, StatusSummary } from './records.ts';

/** The PON reads the status home, the topology and the ONU table start with, schema-free. */

export const statusSummaryRoute: Route<NoParams, NoParams, StatusSummary> = route({
  id: 'SYS-X1',
  method: 'GET',
  path: '/board',
  select: { info: 'summary' },
  area: 'system',
});

/** Every PON's state and ONU counts: the ONU table's PON choice and the topology read it. */
export const boardPonRoute = routeAt<NoParams, NoParams, OutputOf<typeof PonSummary>[]>({
  id: 'SYS-13',
  method: 'GET',
  path: '/board',
  select: { info: 'pon' },
});
