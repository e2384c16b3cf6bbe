import {
  arpFlush,
  arpPage,
  arpPrepare,
  arpTable,
  routePage,
  routeTable,
  routingSet,
  routingStatus,
  staticRouteAdd,
  staticRouteDelete,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Routing and ARP (ROUTE-01…05, 11…13) with the paged tables (ROUTE-X1/X2). */
export function routeRoutes(svc: Services): RouteDef[] {
  const routing = svc.device.route;
  return [
    route(routingStatus, () => routing.routingStatus()),
    route(routingSet, ({ param }) => {
      routing.setRouting(param.status);
    }),
    route(routeTable, () => routing.routeTable()),
    route(staticRouteAdd, ({ param }) => {
      routing.addStatic(param);
    }),
    route(staticRouteDelete, ({ param }) => {
      routing.deleteStatic(param);
    }),
    route(arpPrepare, () => undefined),
    route(arpTable, () => routing.arpRows()),
    route(arpFlush, () => {
      routing.flushArp();
    }),
    route(routePage, ({ query }) => routing.routePage(query)),
    route(arpPage, ({ query }) => routing.arpPage(query)),
  ];
}
