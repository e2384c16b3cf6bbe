import type { z } from 'zod';
import { routeAt } from './pathAreas.ts';
import type { LogoutParam } from './auth.ts';
import type {
  OnuAddParam,
  OnuBatch,
  OnuDetail,
  OnuFecAnswer,
  OnuMacRef,
  OnuQuery,
  OnuSetAuthParam,
  OnuSortParam,
  OpticalReading,
  SetOnuConfigParam,
} from './onu.ts';
import type { PonSummary } from './pon.ts';
import type { RunningConfigAnswer } from './system.ts';

/**
 * The endpoints the console's core and its ONU table call, schema-free like startReads.ts: a console page opened
 * directly paints without loading zod, which took 20–40 ms of its first paint (issue 10). The schema modules build
 * their endpoints from these same objects (`endpoint({ ...onuAddRoute, param: … })`), so each is defined once.
 */
type None = Record<string, never>;
type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

// the system actions of the shell's shortcut menu and the reboot wait (action GETs, api.md §1.7)
export const systemSaveRoute = routeAt({ id: 'BAK-07', method: 'GET', path: '/system_save', changes: true });
export const systemRebootRoute = routeAt({ id: 'BAK-04', method: 'GET', path: '/system_reboot', changes: true });
export const systemRunningConfigRoute = routeAt<None, None, Out<typeof RunningConfigAnswer>>({
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
export const logoutRoute = routeAt<None, In<typeof LogoutParam>>({
  id: 'AUTH-02',
  method: 'POST',
  path: '/userlogin',
  select: { form: 'logout' },
});

/** Every PON's state and ONU counts: the ONU table's PON choice and the topology read it. */
export const boardPonRoute = routeAt<None, None, Out<typeof PonSummary>[]>({
  id: 'SYS-13',
  method: 'GET',
  path: '/board',
  select: { info: 'pon' },
});

/** The `/onumgmt?form=…` endpoints of one ONU. */
export const onumgmt = (form: string) => ({ path: '/onumgmt', select: { form } }) as const;

// one ONU's detail, FEC and optics, which the ONU table's drawer and its row actions read
export const onuBaseInfoRoute = routeAt<In<typeof OnuQuery>, None, Out<typeof OnuDetail>>({
  id: 'ONU-19',
  method: 'GET',
  ...onumgmt('base-info'),
});
export const onuConfigRoute = routeAt<In<typeof OnuQuery>, None, Out<typeof OnuFecAnswer>>({
  id: 'ONU-20',
  method: 'GET',
  ...onumgmt('config'),
});
export const setOnuConfigRoute = routeAt<None, In<typeof SetOnuConfigParam>>({
  id: 'ONU-21',
  method: 'POST',
  ...onumgmt('config'),
});
export const onuOpticsRoute = routeAt<In<typeof OnuQuery>, None, Out<typeof OpticalReading>>({
  id: 'ONU-22',
  method: 'GET',
  ...onumgmt('optical-diagnose'),
});

// the allow list's writes (ONU-05 to ONU-11)
const onucfg = { path: '/onu_allow_list', select: { form: 'onucfg' } };
/** The allow list's writes on several ONUs of a PON at once. */
export const allowListBatch = { path: '/onu_allow_list', select: { form: 'batch' } } as const;
export const onuAddRoute = routeAt<None, In<typeof OnuAddParam>>({
  id: 'ONU-05',
  method: 'POST',
  ...onucfg,
  verb: 'add',
});
export const onuSetAuthRoute = routeAt<None, In<typeof OnuSetAuthParam>>({
  id: 'ONU-06',
  method: 'POST',
  ...onucfg,
  verb: 'set',
});
export const onuDeleteRoute = routeAt<None, In<typeof OnuMacRef>>({
  id: 'ONU-07',
  method: 'POST',
  ...onucfg,
  verb: 'delete',
});
export const onuRejectRoute = routeAt<None, In<typeof OnuMacRef>>({
  id: 'ONU-08',
  method: 'POST',
  ...onucfg,
  verb: 'reject',
});
export const onuBatchDeleteRoute = routeAt<None, In<typeof OnuBatch>>({
  id: 'ONU-09',
  method: 'POST',
  ...allowListBatch,
  verb: 'delete',
});
export const onuBatchRejectRoute = routeAt<None, In<typeof OnuBatch>>({
  id: 'ONU-10',
  method: 'POST',
  ...allowListBatch,
  verb: 'reject',
});
export const onuSortRoute = routeAt<None, In<typeof OnuSortParam>>({
  id: 'ONU-11',
  method: 'POST',
  path: '/onu_allow_list',
  select: { form: 'sort' },
});
