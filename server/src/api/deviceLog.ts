import type { FastifyInstance } from 'fastify';
import { DEVICE_LOG_FILE, deviceLogDownload, logLevels, logLines, setLogLevel } from '@olt/protocol';
import { route, type Gate, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { SessionDownloads } from './maintenance/downloads.ts';

const filesOf = new WeakMap<Services, SessionDownloads>();
function file(svc: Services): SessionDownloads {
  let f = filesOf.get(svc);
  if (!f) filesOf.set(svc, (f = new SessionDownloads(svc, DEVICE_LOG_FILE, 'olt_device_log.txt')));
  return f;
}

/** The device log: each module's level (LOG-X1/X2), its lines paged and filtered (LOG-X3), and as a file (LOG-X4). */
export function deviceLogRoutes(svc: Services): RouteDef[] {
  const { deviceLog } = svc.device;
  return [
    route(logLevels, () => deviceLog.levels()),
    route(setLogLevel, ({ param }) => {
      deviceLog.setLevel(param.module, param.level);
    }),
    route(logLines, ({ query: { page, page_size, ...filter } }) => deviceLog.page(filter, page, page_size)),
    route(deviceLogDownload, ({ token }) => ({ filename: file(svc).write(token, deviceLog.fileText()) })),
  ];
}

/** The file LOG-X4 writes, served to the session that asked. */
export function registerDeviceLogFile(app: FastifyInstance, svc: Services, gate: Gate): void {
  file(svc).register(app, gate);
}
