import type { FastifyInstance } from 'fastify';
import type { Gate, RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { aaaRoutes } from './access/aaa.ts';
import { aclRoutes } from './acl.ts';
import { filterRoutes } from './filter.ts';
import { qosRoutes } from './qos.ts';
import { routeRoutes } from './route.ts';
import { diagnoseRoutes } from './diagnose.ts';
import { accessListRoutes } from './access/accessList.ts';
import { managementRoutes } from './access/management.ts';
import { mgmtServiceRoutes } from './access/mgmtServices.ts';
import { alarmRoutes, registerAlarmFiles } from './alarm.ts';
import { deviceLogRoutes, registerDeviceLogFile } from './deviceLog.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes, registerAuthExtras } from './auth.ts';
import { boardRoutes } from './board/board.ts';
import { registerUploadRoutes } from './board/upload.ts';
import { pageReadsRoutes, StartedReads, type ReadAs } from './console/pageReads.ts';
import type { RenderPage } from './console/pageRenders.ts';
import { backupRoutes, registerBackupFiles } from './maintenance/backup.ts';
import { historyRoutes } from './maintenance/history.ts';
import { upgradeRoutes } from './maintenance/upgrade.ts';
import { macRoutes } from './mac.ts';
import { firmwareRoutes, registerOnuUploadRoute } from './onu/firmware.ts';
import { hguRoutes } from './onu/hgu.ts';
import { igmpRoutes } from './igmp.ts';
import { onuRoutes } from './onu/onu.ts';
import { onuServiceRoutes } from './onu/onuServices.ts';
import { onuStatsRoutes } from './onu/onuStats.ts';
import { opticalHistoryRoutes } from './onu/opticalHistory.ts';
import { ponRoutes } from './pon/pon.ts';
import { ponAuthRoutes } from './pon/ponAuth.ts';
import { boardStatusRoutes } from './pon/status.ts';
import { portRoutes } from './ports.ts';
import { stormRoutes } from './storm.ts';
import { lagRoutes } from './lag.ts';
import { portGroupRoutes } from './portGroup.ts';
import { timerTaskRoutes } from './timerTask.ts';
import { dhcpRoutes } from './dhcp.ts';
import { mirrorRoutes } from './mirror.ts';
import { loopDetectRoutes } from './loop.ts';
import { registerApiReference } from './reference.ts';
import { registerRunningConfigFile, runningConfigRoutes } from './system/runningConfig.ts';
import { stpRoutes } from './stp.ts';
import { mstpRoutes } from './mstp.ts';
import { systemRoutes } from './system/system.ts';
import { userRoutes } from './users.ts';
import { vlanRoutes } from './vlan.ts';
import { registerWebSocket } from './ws.ts';
import { capabilityRoutes } from './forward.ts';

/**
 * Every endpoint of the device API, by the protocol's areas (one file or folder of api/ per folder of protocol/src/,
 * named alike; a test holds the two to each other and every endpoint to exactly one route).
 */
export function allRoutes(svc: Services, readAs: ReadAs, renderPage: RenderPage | null = null): RouteDef[] {
  const startedReads = new StartedReads(readAs, renderPage);
  return [
    // access
    ...aaaRoutes(svc),
    ...accessListRoutes(svc),
    ...managementRoutes(svc),
    ...mgmtServiceRoutes(svc),
    ...aclRoutes(svc),
    ...filterRoutes(svc),
    ...qosRoutes(svc),
    ...routeRoutes(svc),
    ...diagnoseRoutes(svc),
    ...alarmRoutes(svc),
    ...deviceLogRoutes(svc),
    ...auditRoutes(svc),
    ...authRoutes(svc, startedReads),
    ...boardRoutes(svc),
    // console
    ...pageReadsRoutes(startedReads),
    // igmp
    ...igmpRoutes(svc),
    // maintenance
    ...backupRoutes(svc),
    ...historyRoutes(svc),
    ...upgradeRoutes(svc),
    ...macRoutes(svc),
    // onu
    ...onuRoutes(svc),
    ...onuServiceRoutes(svc),
    ...hguRoutes(svc),
    ...onuStatsRoutes(svc),
    ...firmwareRoutes(svc),
    ...opticalHistoryRoutes(svc),
    // pon
    ...ponRoutes(svc),
    ...ponAuthRoutes(svc),
    ...boardStatusRoutes(svc),
    ...portRoutes(svc),
    ...stormRoutes(svc),
    ...lagRoutes(svc),
    ...portGroupRoutes(svc),
    ...timerTaskRoutes(svc),
    ...dhcpRoutes(svc),
    ...mirrorRoutes(svc),
    ...loopDetectRoutes(svc),
    // stp
    ...stpRoutes(svc),
    // mstp
    ...mstpRoutes(svc),
    // system
    ...systemRoutes(svc),
    ...runningConfigRoutes(svc),
    ...userRoutes(svc),
    ...vlanRoutes(svc),
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
  registerBackupFiles(app, svc, gate);
  registerAlarmFiles(app, svc, gate);
  registerDeviceLogFile(app, svc, gate);
  registerWebSocket(app, svc);
  // ours, not the family's: a device of the family has no API reference to show
  if (withApiReference) registerApiReference(app);
}
