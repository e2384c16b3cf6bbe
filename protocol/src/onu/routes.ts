import type { z } from 'zod';
import { routeAt } from '../core/pathAreas.ts';
import { type InputOf, type NoParams, type OutputOf, type Route, route } from '../core/route.ts';
import type {
  OnuAddParam,
  OnuBatch,
  OnuDetail,
  OnuFecAnswer,
  OnuMacRef,
  OnuQuery,
  OnuSearchQuery,
  OnuSetAuthParam,
  OnuSortParam,
  OnuTableRow,
  OpticalReading,
  SetOnuConfigParam,
} from './records.ts';

/**
 * The ONU endpoints the console's ONU table calls, schema-free: a console page opened directly paints without
 * loading zod. The endpoints with their schemas are built from these same objects (endpoints.ts).
 */

export const onuSearchRoute: Route<
  z.input<typeof OnuSearchQuery>,
  NoParams,
  { total: number; rows: z.output<typeof OnuTableRow>[] }
> = route({
  id: 'ONU-X1',
  method: 'GET',
  path: '/onutable',
  select: { form: 'search' },
  area: 'onu',
});

/** The ONUs the ONU table reads in one request: 64 PONs × 64 ONUs, the fleet-sized case, fit (the browser filters). */
export const ONU_TABLE_LIMIT = 4096;

/** The `/onumgmt?form=…` endpoints of one ONU. */
export const onumgmt = (form: string) => ({ path: '/onumgmt', select: { form } }) as const;

// one ONU's detail, FEC and optics, which the ONU table's drawer and its row actions read
export const onuBaseInfoRoute = routeAt<InputOf<typeof OnuQuery>, NoParams, OutputOf<typeof OnuDetail>>({
  id: 'ONU-19',
  method: 'GET',
  ...onumgmt('base-info'),
});

export const onuConfigRoute = routeAt<InputOf<typeof OnuQuery>, NoParams, OutputOf<typeof OnuFecAnswer>>({
  id: 'ONU-20',
  method: 'GET',
  ...onumgmt('config'),
});

export const setOnuConfigRoute = routeAt<NoParams, InputOf<typeof SetOnuConfigParam>>({
  id: 'ONU-21',
  method: 'POST',
  ...onumgmt('config'),
});

export const onuOpticsRoute = routeAt<InputOf<typeof OnuQuery>, NoParams, OutputOf<typeof OpticalReading>>({
  id: 'ONU-22',
  method: 'GET',
  ...onumgmt('optical-diagnose'),
});

// the allow list's writes (ONU-05 to ONU-11)
const onucfg = { path: '/onu_allow_list', select: { form: 'onucfg' } };

/** The allow list's writes on several ONUs of a PON at once. */
export const allowListBatch = { path: '/onu_allow_list', select: { form: 'batch' } } as const;

export const onuAddRoute = routeAt<NoParams, InputOf<typeof OnuAddParam>>({
  id: 'ONU-05',
  method: 'POST',
  ...onucfg,
  verb: 'add',
});

export const onuSetAuthRoute = routeAt<NoParams, InputOf<typeof OnuSetAuthParam>>({
  id: 'ONU-06',
  method: 'POST',
  ...onucfg,
  verb: 'set',
});

export const onuDeleteRoute = routeAt<NoParams, InputOf<typeof OnuMacRef>>({
  id: 'ONU-07',
  method: 'POST',
  ...onucfg,
  verb: 'delete',
});

export const onuRejectRoute = routeAt<NoParams, InputOf<typeof OnuMacRef>>({
  id: 'ONU-08',
  method: 'POST',
  ...onucfg,
  verb: 'reject',
});

export const onuBatchDeleteRoute = routeAt<NoParams, InputOf<typeof OnuBatch>>({
  id: 'ONU-09',
  method: 'POST',
  ...allowListBatch,
  verb: 'delete',
});

export const onuBatchRejectRoute = routeAt<NoParams, InputOf<typeof OnuBatch>>({
  id: 'ONU-10',
  method: 'POST',
  ...allowListBatch,
  verb: 'reject',
});

export const onuSortRoute = routeAt<NoParams, InputOf<typeof OnuSortParam>>({
  id: 'ONU-11',
  method: 'POST',
  path: '/onu_allow_list',
  select: { form: 'sort' },
});
