import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { authRoutes, registerAuthExtras } from './auth.ts';
import { boardRoutes } from './board.ts';
import { systemRoutes } from './system.ts';
import { portRoutes } from './ports.ts';
import { boardStatusRoutes } from './boardStatus.ts';
import { managementRoutes } from './management.ts';
import { switchPortRoutes } from './switchPort.ts';
import { ponRoutes } from './pon.ts';
import { onuRoutes } from './onu.ts';
import { vlanRoutes } from './vlan.ts';
import { alarmRoutes } from './alarm.ts';
import { registerUploadRoutes } from './upload.ts';
import { registerRunningConfigFile, runningConfigRoutes } from './runningConfig.ts';
import { registerWebSocket } from './ws.ts';
import { registerApiReference } from './apiReference.ts';
import { ponAuthRoutes } from './ponAuth.ts';
import { onuServiceRoutes } from './onuServices.ts';
import { hguRoutes } from './hgu.ts';
import { onuStatsRoutes } from './onuStats.ts';
import { firmwareRoutes, registerOnuUploadRoute } from './firmware.ts';
import { opticalHistoryRoutes } from './opticalHistory.ts';
import { userRoutes } from './users.ts';
import { aaaRoutes } from './aaa.ts';
import { accessListRoutes } from './accessList.ts';
import { mgmtServiceRoutes } from './mgmtServices.ts';
import { auditRoutes } from './audit.ts';
import { capabilityRoutes } from './capabilities.ts';
import type { Gate } from '../http/dispatch.ts';
import { pageReadsRoutes, StartedReads, type ReadAs } from './pageReads.ts';
import type { RenderPage } from './pageRenders.ts';

/** Every endpoint of the device API, listed here so the wiring can be read in one place. */
export function allRoutes(svc: Services, readAs: ReadAs, renderPage: RenderPage | null = null): RouteDef[] {
  const startedReads = new StartedReads(readAs, renderPage);
  return [
    ...pageReadsRoutes(startedReads),
    ...authRoutes(svc, startedReads),
    ...boardRoutes(svc),
    ...systemRoutes(svc),
    ...portRoutes(svc),
    ...boardStatusRoutes(svc),
    ...managementRoutes(svc),
    ...switchPortRoutes(svc),
    ...ponRoutes(svc),
    ...onuRoutes(svc),
    ...vlanRoutes(svc),
    ...alarmRoutes(svc),
    ...runningConfigRoutes(svc),
    ...ponAuthRoutes(svc),
    ...onuServiceRoutes(svc),
    ...hguRoutes(svc),
    ...onuStatsRoutes(svc),
    ...firmwareRoutes(svc),
    ...opticalHistoryRoutes(svc),
    ...userRoutes(svc),
    ...aaaRoutes(svc),
    ...accessListRoutes(svc),
    ...mgmtServiceRoutes(svc),
    ...auditRoutes(svc),
    ...capabilityRoutes(),
  ];
}

/** Routes outside the JSON envelope: uploads, images, downloads, the websocket, the API reference. */
export function registerExtraRoutes(
  app: FastifyInstance,
  svc: Services,
  gate: Gate,
  { withApiReference = true }: { withApiReference?: boolean } = {},
): void {
  registerAuthExtras(app, svc);
  registerUploadRoutes(app, svc, gate);
  registerOnuUploadRoute(app, svc, gate);
  registerRunningConfigFile(app, svc, gate);
  registerWebSocket(app, svc);
  // ours, not the family's: a device of the family has no API reference to show
  if (withApiReference) registerApiReference(app);
}
