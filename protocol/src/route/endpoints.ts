import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import { quadToNumber } from '../acl/index.ts';
import { ARP_SORT_KEYS, ArpPage, ArpRow, ROUTE_SORT_KEYS, RoutePage, RouteRow, TABLE_PAGE_SIZE } from './records.ts';

/** Routing and ARP (ROUTE-01…05, 11…13, api.md §2.17); the default routes are the management plane's (access). */

const Quad = (what: string) => z.string().refine((s) => quadToNumber(s) !== null, `${what}: an IPv4 address a.b.c.d`);
/** A netmask: ones then zeros (255.255.255.0); a host address written as a mask is refused. */
const Netmask = z.string().refine((s) => {
  const n = quadToNumber(s);
  return n !== null && ((~n >>> 0) & ((~n >>> 0) + 1)) === 0;
}, 'mask: a netmask, ones then zeros, e.g. 255.255.255.0');

export const routingStatus = endpoint({
  id: 'ROUTE-01',
  description: 'Whether the device routes between its interfaces',
  method: 'GET',
  path: '/switch_route',
  select: { form: 'admin_status' },
  data: z.object({ status: z.number().int() }),
});

export const routingSet = endpoint({
  id: 'ROUTE-02',
  description: 'Turns routing on (1) or off (0); off clears the static routes and the ARP table',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'admin' },
  verb: 'set',
  param: z.object({ status: wireInt(0, 1) }),
});

export const routeTable = endpoint({
  id: 'ROUTE-03',
  description: 'The routes: direct ones from the interfaces, static ones with whether their next hop is reachable',
  method: 'GET',
  path: '/switch_route',
  select: { form: 'route_table' },
  data: z.array(RouteRow),
});

const StaticRoute = z
  .object({ ipaddress: Quad('ipaddress'), mask: Netmask, gateway: Quad('gateway') })
  .refine((r) => ((quadToNumber(r.ipaddress) ?? 0) & ~(quadToNumber(r.mask) ?? 0)) === 0, {
    path: ['ipaddress'],
    message: 'ipaddress must be the network of the mask (its host part 0)',
  });

export const staticRouteAdd = endpoint({
  id: 'ROUTE-04',
  description: 'Adds a static route to a network through a next hop',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'static_route' },
  verb: 'set',
  param: StaticRoute,
});

export const staticRouteDelete = endpoint({
  id: 'ROUTE-05',
  description: 'Deletes a static route (a direct route goes with its interface)',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'static_route' },
  verb: 'delete',
  param: StaticRoute,
});

export const arpPrepare = endpoint({
  id: 'ROUTE-11',
  description: 'Asks the device to prepare its ARP table for ROUTE-12 (an envelope only)',
  method: 'GET',
  path: '/switch_route',
  select: { form: 'arp_table' },
});

export const arpTable = endpoint({
  id: 'ROUTE-12',
  description: 'The ARP table: hosts the device reached on its interfaces, by IP, MAC, VLAN and port',
  method: 'GET',
  path: '/arp_table',
  data: z.array(ArpRow),
});

export const arpFlush = endpoint({
  id: 'ROUTE-13',
  description: 'Clears the ARP table; hosts that still answer are learnt again',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'arp_flush' },
  verb: 'destroy',
  param: z.object({}),
});

const pageQuery = <K extends readonly [string, ...string[]]>(keys: K) => ({
  page: wireInt(1, 100_000).optional(),
  page_size: wireInt(TABLE_PAGE_SIZE.min, TABLE_PAGE_SIZE.max).optional(),
  sort: z.enum(keys).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** part of an address (IP, MAC or next hop), matched as typed */
  q: freeText().max(40).optional(),
  /** absent or 0: every VLAN */
  vlan_id: wireInt(0, VLAN_ID.max).optional(),
});

export const routePage = endpoint({
  id: 'ROUTE-X1',
  description: 'One page of the route table, sorted and filtered by the device',
  method: 'GET',
  path: '/switch_route',
  select: { form: 'route_page' },
  addition: true,
  query: z.object(pageQuery(ROUTE_SORT_KEYS)),
  data: RoutePage,
});

export const arpPage = endpoint({
  id: 'ROUTE-X2',
  description: 'One page of the ARP table, sorted and filtered by the device',
  method: 'GET',
  path: '/arp_table',
  select: { form: 'page' },
  addition: true,
  query: z.object({ ...pageQuery(ARP_SORT_KEYS), port_id: wireInt(0, 256).optional() }),
  data: ArpPage,
});
