import { setStorm, stormAll, stormEvents, stormOne } from '@olt/protocol';
import { flagged, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Storm control of the switch ports and the storms the device sees now (STORM-01…03, STORM-X1). */
export function stormRoutes(svc: Services): RouteDef[] {
  const { storm } = svc.device;
  return [
    route(stormAll, () => storm.all()),
    route(stormOne, ({ query }) => storm.one(query.port_id)),
    route(setStorm, ({ param }) => {
      storm.set(param.port_id, flagged(param).flags, param);
    }),
    route(stormEvents, () => storm.events()),
  ];
}
