import { alarmInfo, alarmRecent } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** The device's alarm list: as pre-formatted lines (ALM-01) and as entries for the status home's latest alarms. */
export function alarmRoutes(svc: Services): RouteDef[] {
  const { alarms } = svc.device;
  return [
    route(alarmInfo, () => alarms.lines()),
    route(alarmRecent, ({ query }) =>
      alarms
        .list()
        .slice(0, query.limit)
        .map(({ alarm_id, level, content, time }) => ({ alarm_id, level, content, time })),
    ),
  ];
}
