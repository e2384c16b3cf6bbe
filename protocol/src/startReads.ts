import type { z } from 'zod';
import { endpointUrl, route, type Route } from './route.ts';
import type { PageName } from './menu.ts';
import { systemCustomRoute } from './publicRoutes.ts';
import type { SessionInfo } from './users.ts';
import type { CompanyInfoAnswer, Menu, PageRead, PageReadsQuery, SystemInfo } from './board.ts';
import type { OnuSearchQuery, OnuTableRow } from './onu.ts';
import type { StatusSummary } from './pon.ts';
import type { PortInfo } from './port.ts';
import type { TimeInfo } from './system.ts';
import type { AlarmEntry, AlarmRecentQuery } from './switchPort.ts';

/**
 * The reads the console's shell and its first screens start with, schema-free like publicRoutes.ts: the entry script
 * asks them while the console's code is still loading, and right after sign-in (issue 10: a page's requests start as
 * early as they can). The schema modules build their endpoints from these same objects, so each is defined once;
 * their areas are written out so this module does not load the path table (a test holds them to it).
 */
type None = Record<string, never>;

/** The session's user, level and permissions (USER-X1), which every console page reads first. */
export const sessionInfoRoute: Route<None, None, SessionInfo> = route({
  id: 'USER-X1',
  method: 'GET',
  path: '/usermgmt',
  select: { form: 'session' },
  area: 'session',
});
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

export const timeInfoRoute: Route<None, None, z.output<typeof TimeInfo>> = route({
  id: 'TIME-01',
  method: 'GET',
  path: '/time',
  select: { form: 'info' },
  area: 'system',
});
export const alarmRecentRoute: Route<z.input<typeof AlarmRecentQuery>, None, z.output<typeof AlarmEntry>[]> = route({
  id: 'ALM-X1',
  method: 'GET',
  path: '/alarm',
  select: { form: 'recent' },
  area: 'system',
});

/** The alarms the status home lists (its Alarms card). */
export const RECENT_ALARMS = 8;

/** The ONUs the ONU table reads in one request: 64 PONs × 64 ONUs, the fleet-sized case, fit (the browser filters). */
export const ONU_TABLE_LIMIT = 4096;

/** A read a page starts with: an endpoint and its query. */
export interface FirstRead {
  readonly route: Route;
  readonly query?: Readonly<Record<string, string | number>>;
}

/**
 * What every console page reads before it can draw: the session (permissions), the shell's top bar and footer, the
 * menu the device offers and whether the configuration is unsaved (the top bar's mark). The device's render of a page
 * (issue 10) then has all it needs after one round of reads instead of two.
 */
export const SHELL_READS: readonly FirstRead[] = [
  { route: sessionInfoRoute },
  { route: boardSystemRoute },
  { route: systemCustomRoute },
  { route: hostnameRoute },
  { route: portlistRoute },
  { route: settingBoardRoute },
  { route: boardMenuRoute },
  { route: saveStateRoute },
];

/** What a page reads first, for the pages whose reads do not depend on what the operator chose before. */
export const PAGE_READS: Partial<Record<PageName, readonly FirstRead[]>> = {
  // the device card's uptime and the latest alarms too: the device's render of the page then draws in one pass
  status: [
    { route: statusSummaryRoute },
    { route: timeInfoRoute },
    { route: alarmRecentRoute, query: { limit: RECENT_ALARMS } },
  ],
  onu_allow: [{ route: onuSearchRoute, query: { limit: ONU_TABLE_LIMIT } }],
};

/** The URLs a console page starts with: the shell's reads and the page's own. */
export function firstReadUrls(page: PageName | null): string[] {
  const reads = [...SHELL_READS, ...((page && PAGE_READS[page]) ?? [])];
  return reads.map(({ route: ep, query }) => endpointUrl(ep, query));
}

/**
 * A page's first reads (`firstReadUrls`) in one request, our addition (issue 10): nine reads asked one by one took
 * 30–45 ms from an idle browser here and 70–90 ms in the middle of the sign-in, and one takes 5–10 ms. Each read is
 * answered by its own route with the session's token, so what the session may read and how is unchanged.
 */
export const pageReadsRoute: Route<z.input<typeof PageReadsQuery>, None, { reads: PageRead[] }> = route({
  id: 'SYS-X2',
  method: 'GET',
  path: '/board',
  select: { info: 'page_reads' },
  area: 'session',
});
