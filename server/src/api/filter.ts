import { filterBind, filterList, filterUnbind, filterWouldPass } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { localMsOf } from '../device/kernel/simClock.ts';

/** The packet filter (PF-01…03) and our "would this packet pass?" (PF-X1). */
export function filterRoutes(svc: Services): RouteDef[] {
  const { filter } = svc.device;
  return [
    route(filterList, () => filter.list()),
    route(filterBind, ({ param }) => {
      filter.bind(param.acl_id, param.rule_id, param.port_list);
    }),
    route(filterUnbind, ({ param }) => {
      filter.unbind(param.acl_id, param.rule_id, param.port_list);
    }),
    route(filterWouldPass, ({ query: { port_id, time, ...packet } }) =>
      filter.wouldPass(port_id, packet, time === undefined ? undefined : localMsOf(time)),
    ),
  ];
}
