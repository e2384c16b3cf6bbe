import {
  isolatePons,
  isolateUplinks,
  portGroup,
  portReach,
  releasePons,
  releaseUplinks,
  resetInterWorking,
  setInterWorking,
  setPortGroupMode,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Port groups: isolation and inter-working (PG-01…08), and where a port may send (PG-X1). */
export function portGroupRoutes(svc: Services): RouteDef[] {
  const { portGroup: groups } = svc.device;
  return [
    route(portGroup, () => groups.config()),
    route(setPortGroupMode, ({ param }) => groups.setMode(param.port_group_mode)),
    route(isolatePons, ({ param }) => groups.isolate('pon', param.pon_isolate_portlist, true)),
    route(releasePons, ({ param }) => groups.isolate('pon', param.pon_isolate_portlist, false)),
    route(isolateUplinks, ({ param }) => groups.isolate('uplink', param.uplink_isolate_portlist, true)),
    route(releaseUplinks, ({ param }) => groups.isolate('uplink', param.uplink_isolate_portlist, false)),
    route(setInterWorking, ({ param }) => groups.setInterWorking(param.port_id, param.inter_working_portlist)),
    route(resetInterWorking, () => groups.resetInterWorking()),
    route(portReach, ({ query }) => groups.reach(query.port_id)),
  ];
}
