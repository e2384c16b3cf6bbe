import { onuOpticalHistory, ponOpticalDrift } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** Our additions: one ONU's optical history (ONU-X2) and a PON's drifts grouped by when they began (PON-X1). */
export function opticalHistoryRoutes(svc: Services): RouteDef[] {
  const { optics } = svc.device;
  return [
    route(onuOpticalHistory, ({ query: q }) => optics.history(q.port_id, q.onu_id, q.from, q.to, q.points)),
    route(ponOpticalDrift, ({ query: q }) => optics.ponDrift(q.port_id, q.from, q.to)),
  ];
}
