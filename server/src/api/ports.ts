import { formatRangeList, onuResource, portlistInfo } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import { refuse } from '../device/kernel/errors.ts';
import type { Services } from '../services.ts';

/** Switch ports and the ONU ids present on each PON. */
export function portRoutes(svc: Services): RouteDef[] {
  return [
    // in global order (PON, GE, XGE): the console slices this list by the port counts to name the ports
    route(portlistInfo, () => svc.device.ports.list()),
    route(onuResource, ({ query }) => {
      if (!svc.device.pon.has(query.port_id)) refuse(`port ${query.port_id} is not a PON port`);
      return { port_id: query.port_id, resource: formatRangeList(svc.device.onus.ids(query.port_id)) };
    }),
  ];
}
