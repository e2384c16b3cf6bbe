import {
  addTrunkMembers,
  lacpStatus,
  removeTrunkMembers,
  setLacpPort,
  setLacpSystem,
  setLacpTrunk,
  setTrunkPsc,
  trunks,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Link aggregation (LAG-01…04) and LACP (LACP-X1…X4). */
export function lagRoutes(svc: Services): RouteDef[] {
  const { lag } = svc.device;
  return [
    route(trunks, () => lag.trunks()),
    route(addTrunkMembers, ({ param }) => lag.addMembers(param.trunk_id, param.member_portlist)),
    route(removeTrunkMembers, ({ param }) => lag.removeMembers(param.trunk_id, param.member_portlist)),
    route(setTrunkPsc, ({ param }) => lag.setPsc(param.trunk_id, param.psc)),
    route(lacpStatus, () => lag.lacp()),
    route(setLacpSystem, ({ param }) => lag.setSystemPriority(param.system_priority)),
    route(setLacpTrunk, ({ param }) => lag.setTrunkMode(param.trunk_id, param.mode, param.max_active)),
    route(setLacpPort, ({ param }) => {
      const { port_id, ...settings } = param;
      lag.setPort(port_id, settings);
    }),
  ];
}
