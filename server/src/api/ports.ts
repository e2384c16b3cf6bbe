import {
  clearPortCounters,
  portCounterTable,
  portCounters,
  portInfo,
  portlistInfo,
  setPortInfo,
  trafficMonitor,
  trafficMonitorAll,
  uplinkInfo,
  uplinkModule,
  uplinkModules,
  type TrafficSample,
} from '@olt/protocol';
import { flagged, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Every port's series for the status home covers its chart's half hour; one port's series has the whole hour. */
const ALL_PORTS_WINDOW_MS = 30 * 60_000;

function lastHalfHour(samples: TrafficSample[]): TrafficSample[] {
  const lastMs = samples.at(-1)?.time_ms ?? 0;
  return samples.filter((s) => s.time_ms >= lastMs - ALL_PORTS_WINDOW_MS);
}

/** The switch ports: the port list, one port's settings, the uplinks, the counters and every port's traffic history. */
export function portRoutes(svc: Services): RouteDef[] {
  const { ports, uplinkOptics } = svc.device;
  const portIds = (): number[] => ports.rates().map((r) => r.port_id);
  return [
    // in global order (PON, GE, XGE): the console slices this list by the port counts to name the ports
    route(portlistInfo, () => ports.list()),
    route(uplinkInfo, () => ports.list().filter((p) => !ports.isPon(p.port_id))),
    route(portInfo, ({ query }) => ports.info(query.port_id)),
    route(setPortInfo, ({ param }) => {
      ports.set(param.port_id, flagged(param));
    }),
    route(portCounterTable, () => ports.counterRows()),
    route(portCounters, ({ query }) => ports.counters(query.port_id)),
    // a side-effecting GET, as on the device (api.md §1.7); port 0 clears every port
    route(clearPortCounters, ({ query }) => {
      ports.clearCounters(query.port_id);
    }),
    route(uplinkModules, () => uplinkOptics.summaries()),
    route(uplinkModule, ({ query }) => uplinkOptics.detail(query.port_id)),
    route(trafficMonitorAll, () => portIds().map((id) => ({ port_id: id, samples: lastHalfHour(ports.samples(id)) }))),
    route(trafficMonitor, ({ query }) => ({ port_id: query.port_id, samples: ports.samples(query.port_id) })),
  ];
}
