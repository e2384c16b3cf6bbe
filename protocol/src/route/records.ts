import { z } from 'zod';

/** ROUTE-01/02 `status`: IP routing between the device's interfaces. */
export const ROUTING = { off: 0, on: 1 } as const;
/** RouteRow `protocol`. */
export const ROUTE_PROTOCOL = { static: 0, direct: 1 } as const;
/** RouteRow `status`. */
export const ROUTE_STATUS = { unreachable: 0, reachable: 1 } as const;
/** Preference of each kind of route (lower wins): a direct route over a static one to the same network. */
export const ROUTE_PREFERENCE = { direct: 0, static: 60 } as const;
export const STATIC_ROUTES_MAX = 64;
/** Seconds an ARP entry lives once its host stops answering. */
export const ARP_AGE_S = 1_200;

/** ROUTE-03 (sample staticRouter.json): `interface` is the outgoing VLAN interface's VLAN, 0 shown as `*`. */
export const RouteRow = z.object({
  status: z.number().int(),
  protocol: z.number().int(),
  preference: z.number().int(),
  interface: z.number().int(),
  ipaddress: z.string(),
  mask: z.string(),
  gateway: z.string(),
  mask_num: z.number().int(),
});
export type RouteRow = z.infer<typeof RouteRow>;

/** ROUTE-12 (sample arp.json): the device's names, without underscores. */
export const ArpRow = z.object({
  ipaddress: z.string(),
  macaddress: z.string(),
  portid: z.number().int(),
  vlanid: z.number().int(),
});
export type ArpRow = z.infer<typeof ArpRow>;

export const ROUTE_SORT_KEYS = ['ipaddress', 'gateway', 'interface', 'protocol', 'preference', 'status'] as const;
export const ARP_SORT_KEYS = ['ipaddress', 'macaddress', 'vlanid', 'portid'] as const;
export const TABLE_PAGE_SIZE = { min: 10, max: 500, default: 50 } as const;

export const RoutePage = z.object({ total: z.number().int(), page: z.number().int(), rows: z.array(RouteRow) });
export type RoutePage = z.infer<typeof RoutePage>;
export const ArpPage = z.object({ total: z.number().int(), page: z.number().int(), rows: z.array(ArpRow) });
export type ArpPage = z.infer<typeof ArpPage>;
