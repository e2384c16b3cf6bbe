import { qosQueueCounts, qosQueueMap, qosRead, qosScheduler } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** QoS (QOS-01…03) and each port's queue counters (QOS-X1). */
export function qosRoutes(svc: Services): RouteDef[] {
  const { qos } = svc.device;
  return [
    route(qosRead, () => qos.settings()),
    route(qosQueueMap, ({ param }) => {
      qos.setQueueMap(param.priority);
    }),
    route(qosScheduler, ({ param }) => {
      qos.setScheduler(param.flag, param.wrr);
    }),
    route(qosQueueCounts, ({ query }) => qos.queueCounts(query.port_id)),
  ];
}
