import { rstpBridge, rstpBridgeSet, rstpPortSet, rstpPorts, rstpTopology } from '@olt/protocol';
import { flagged, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** The spanning tree: RSTP (RSTP-01…04) and the tree around the OLT (our addition). */
export function stpRoutes(svc: Services): RouteDef[] {
  const { stp } = svc.device;
  return [
    route(rstpBridge, () => stp.bridge()),
    route(rstpPorts, () => stp.ports()),
    route(rstpBridgeSet, ({ param }) => {
      stp.setBridge(flagged(param));
    }),
    route(rstpPortSet, ({ param }) => {
      stp.setPort(param);
    }),
    route(rstpTopology, () => stp.topology()),
  ];
}
