import type { z } from 'zod';
import type { CompanyInfoAnswer, Menu, PageRead, PageReadsQuery, SystemInfo } from './records.ts';
import { type NoParams, type Route, route } from '../core/route.ts';

/**
 * The board reads every console page starts with, schema-free: the entry script asks them while the console's code is
 * still loading. Their areas are written out so this module does not load the path table (a test holds them to it).
 */

export const boardSystemRoute: Route<NoParams, NoParams, z.output<typeof SystemInfo>> = route({
  id: 'SYS-02',
  method: 'GET',
  path: '/board',
  select: { info: 'system' },
  area: 'system',
});

export const boardMenuRoute: Route<NoParams, NoParams, Menu> = route({
  id: 'SYS-03',
  method: 'GET',
  path: '/board',
  select: { info: 'menu' },
  area: 'system',
});

export const settingBoardRoute: Route<NoParams, NoParams, CompanyInfoAnswer> = route({
  id: 'SYS-10',
  method: 'GET',
  path: '/board',
  select: { info: 'setting_board' },
  area: 'vendor',
});

/**
 * A page's first reads (`firstReadUrls`) in one request, our addition: every request crosses the browser's processes
 * and the device's event loop, so reads asked one by one cost many times one request (README › Benchmarks). Each read
 * is answered by its own route with the session's token, so what the session may read and how is unchanged.
 */
export const pageReadsRoute: Route<z.input<typeof PageReadsQuery>, NoParams, { reads: PageRead[] }> = route({
  id: 'SYS-X2',
  method: 'GET',
  path: '/board',
  select: { info: 'page_reads' },
  area: 'session',
});
