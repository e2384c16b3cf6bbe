import {
  clearPortCounters,
  portCounterTable,
  portCounters,
  portInfo,
  setPortInfo,
  trafficMonitorAll,
  uplinkInfo,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** One switch port's settings, the uplink list, the port counters and the traffic history of every port. */
export function switchPortRoutes(svc: Services): RouteDef[] {
  const olt = svc.olt;
  const portIds = (): number[] => olt.trafficRates().map((r) => r.port_id);
  return [
    route(uplinkInfo, () => olt.ports().filter((p) => !olt.isPonPort(p.port_id))),
    route(portInfo, ({ query }) => olt.port(query.port_id)),
    route(setPortInfo, ({ param }) => {
      olt.setPort(param.port_id, param);
    }),
    route(portCounterTable, () => olt.portCounterRows()),
    route(portCounters, ({ query }) => olt.portCounters(query.port_id)),
    // a side-effecting GET, as on the device (api.md §1.7); port 0 clears every port
    route(clearPortCounters, ({ query }) => {
      olt.clearCounters(query.port_id);
    }),
    route(trafficMonitorAll, () => portIds().map((id) => ({ port_id: id, samples: olt.trafficSamples(id) }))),
  ];
}
