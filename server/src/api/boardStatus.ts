import { boardCpu, boardPon } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** The live figures the status pages poll every 5 s: CPU and memory (SYS-12), and each PON's ONU counts (SYS-13). */
export function boardStatusRoutes(svc: Services): RouteDef[] {
  return [
    route(boardCpu, () => ({ ...svc.device.chassis.cpu(), temperature: svc.device.chassis.temperature() })),
    route(boardPon, () => svc.device.pon.summary()),
  ];
}
