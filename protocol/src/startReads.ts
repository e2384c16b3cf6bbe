import type { z } from 'zod';
import { route, type Route } from './route.ts';
import type { CompanyInfoAnswer, Menu, SystemInfo } from './board.ts';
import type { OnuSearchQuery, OnuTableRow } from './onu.ts';
import type { StatusSummary } from './pon.ts';
import type { PortInfo } from './port.ts';

/**
 * The reads the console's shell and its first screens start with, schema-free like publicRoutes.ts: the entry script
 * asks them while the console's code is still loading, and right after sign-in (issue 10: a page's requests start as
 * early as they can). The schema modules build their endpoints from these same objects, so each is defined once;
 * their areas are written out so this module does not load the path table (a test holds them to it).
 */
type None = Record<string, never>;

export const boardSystemRoute: Route<None, None, z.output<typeof SystemInfo>> = route({
  id: 'SYS-02',
  method: 'GET',
  path: '/board',
  select: { info: 'system' },
  area: 'system',
});
export const boardMenuRoute: Route<None, None, Menu> = route({
  id: 'SYS-03',
  method: 'GET',
  path: '/board',
  select: { info: 'menu' },
  area: 'system',
});
export const settingBoardRoute: Route<None, None, CompanyInfoAnswer> = route({
  id: 'SYS-10',
  method: 'GET',
  path: '/board',
  select: { info: 'setting_board' },
  area: 'vendor',
});
export const hostnameRoute: Route<None, None, { hostname: string }> = route({
  id: 'SYS-07',
  method: 'GET',
  path: '/system',
  select: { form: 'hostname' },
  area: 'system',
});
export const saveStateRoute: Route<None, None, { unsaved: number }> = route({
  id: 'BAK-X1',
  method: 'GET',
  path: '/system_save',
  select: { form: 'state' },
  area: 'system',
});
export const portlistRoute: Route<None, None, PortInfo[]> = route({
  id: 'PORT-01',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'portlist_info' },
  area: 'switch',
});
export const statusSummaryRoute: Route<None, None, StatusSummary> = route({
  id: 'SYS-X1',
  method: 'GET',
  path: '/board',
  select: { info: 'summary' },
  area: 'system',
});
export const onuSearchRoute: Route<
  z.input<typeof OnuSearchQuery>,
  None,
  { total: number; rows: z.output<typeof OnuTableRow>[] }
> = route({
  id: 'ONU-X1',
  method: 'GET',
  path: '/onutable',
  select: { form: 'search' },
  area: 'onu',
});
