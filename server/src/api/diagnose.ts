import { pingRead, pingStart } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** A ping from the device (DIAG-01/02). */
export function diagnoseRoutes(svc: Services): RouteDef[] {
  const { diagnose } = svc.device;
  return [
    route(pingStart, ({ param }) => {
      diagnose.startPing(param.ipaddr, param.interface, param.count, param.pktsize);
    }),
    route(pingRead, () => diagnose.result()),
  ];
}
