import { addOnuCounts, boardCpu, boardPon, boardSummary } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/**
 * The live figures the status pages poll every 5 s: CPU and memory (SYS-12), each PON's ONU counts (SYS-13), and both
 * in one read for the status home (SYS-X1).
 */
export function boardStatusRoutes(svc: Services): RouteDef[] {
  const cpu = () => ({ ...svc.device.chassis.cpu(), temperature: svc.device.chassis.temperature() });
  return [
    route(boardCpu, cpu),
    route(boardPon, () => svc.device.pon.summary()),
    // the status home's one poll (our addition): every count from the one definition in protocol (onuCounts.ts)
    route(boardSummary, () => {
      const pons = svc.device.pon.countsByPon();
      return { onus: addOnuCounts(pons), pons, cpu: cpu() };
    }),
  ];
}
