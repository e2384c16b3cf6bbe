import {
  clearOnuAlarms,
  clearOnuPerf,
  onuAlarmLines,
  onuPerfCurrent,
  onuPerfHistory,
  onuPerfStatus,
  setOnuPerf,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** What ONUs report: their alarm lists (ONU-23/24) and their port counters (ONU-54…58). */
export function onuStatsRoutes(svc: Services): RouteDef[] {
  const stats = svc.device.onuStats;
  return [
    route(onuAlarmLines, ({ query }) => stats.alarmLines(query.port_id, query.onu_id)),
    route(clearOnuAlarms, ({ param }) => {
      stats.clearAlarms(param.port_id, param.onu_id);
    }),
    route(onuPerfStatus, ({ query: q }) => stats.status(q.port_id, q.onu_id, q.op_id)),
    route(onuPerfCurrent, ({ query: q }) => stats.current(q.port_id, q.onu_id, q.op_id)),
    route(onuPerfHistory, ({ query: q }) => stats.history(q.port_id, q.onu_id, q.op_id)),
    route(setOnuPerf, ({ param: p }) => {
      stats.setMonitoring(p.port_id, p.onu_id, p.op_id, p.status, p.period ?? 0);
    }),
    route(clearOnuPerf, ({ param: p }) => {
      stats.clear(p.port_id, p.onu_id, p.op_id);
    }),
  ];
}
