import type { FastifyInstance } from 'fastify';
import {
  ALARM_FILE,
  LOG_FILE,
  SAVED_ALARM_FILE,
  alarmDownload,
  alarmInfo,
  alarmPage,
  alarmRecent,
  clearAlarms,
  getLogger,
  logDownload,
  savedAlarmsDownload,
  setLogger,
} from '@olt/protocol';
import { route, type Gate, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { formatAlarmLine } from '../device/kernel/alarmLog.ts';
import { SessionDownloads } from './maintenance/downloads.ts';

/** The settings key of PON device logging: a device setting kept on flash, not part of the configuration. */
export const PON_LOGGING_SETTING = 'pon_logging';

interface AlarmFiles {
  alarms: SessionDownloads;
  log: SessionDownloads;
  saved: SessionDownloads;
}
const filesOf = new WeakMap<Services, AlarmFiles>();
function files(svc: Services) {
  let f = filesOf.get(svc);
  if (!f) {
    f = {
      alarms: new SessionDownloads(svc, ALARM_FILE, 'olt_alarm.txt'),
      log: new SessionDownloads(svc, LOG_FILE, 'olt_log.txt'),
      saved: new SessionDownloads(svc, SAVED_ALARM_FILE, 'olt_alarm_saved.txt'),
    };
    filesOf.set(svc, f);
  }
  return f;
}

const asText = (lines: string[]): string => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);

/**
 * The device's alarm list: as pre-formatted lines (ALM-01), as entries for the status home's latest alarms, filtered
 * and paged (ALM-X2), as files to download (the alarm list, the device log, the saved alarms), cleared, and PON device
 * logging on or off.
 */
export function alarmRoutes(svc: Services): RouteDef[] {
  const { alarms } = svc.device;
  alarms.setPonLoggingQuietly(svc.settings.get<boolean>(PON_LOGGING_SETTING, true));
  return [
    route(alarmInfo, () => alarms.lines()),
    route(alarmRecent, ({ query }) =>
      alarms
        .list()
        .slice(0, query.limit)
        .map(({ alarm_id, level, content, time }) => ({ alarm_id, level, content, time })),
    ),
    route(alarmPage, ({ query: { page, page_size, ...filter } }) => alarms.page(filter, page, page_size)),
    route(alarmDownload, ({ token }) => ({ filename: files(svc).alarms.write(token, asText(alarms.lines())) })),
    route(savedAlarmsDownload, ({ token }) => ({
      filename: files(svc).saved.write(token, asText(alarms.savedLines())),
    })),
    route(logDownload, ({ token }) => ({
      filename: files(svc).log.write(token, asText(alarms.logs().map(formatAlarmLine))),
    })),
    route(getLogger, () => ({ pondev: alarms.isPonLogging() ? 1 : 0 })),
    route(setLogger, ({ param }) => {
      alarms.setPonLogging(param.pondev === 1);
      svc.settings.set(PON_LOGGING_SETTING, param.pondev === 1);
    }),
    route(clearAlarms, () => {
      alarms.clear();
    }),
  ];
}

/** The two files ALM-02 and ALM-05 write, each served to the session that asked. */
export function registerAlarmFiles(app: FastifyInstance, svc: Services, gate: Gate): void {
  files(svc).alarms.register(app, gate);
  files(svc).log.register(app, gate);
  files(svc).saved.register(app, gate);
}
