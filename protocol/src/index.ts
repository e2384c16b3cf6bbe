export * from './envelope.ts';
export * from './limits.ts';
export * from './ports.ts';
export * from './validators.ts';
export * from './credentials.ts';
export * from './md5.ts';
export * from './route.ts';
export * from './pathAreas.ts';
export * from './accounts.ts';
export * from './publicRoutes.ts';
export * from './themeRoutes.ts';
export * from './startReads.ts';
export * from './consoleRoutes.ts';
export * from './pageFacts.ts';
export * from './deviceRender.ts';
export {
  endpoint,
  actionPost,
  type Endpoint,
  type EndpointQuery,
  type EndpointParam,
  type EndpointData,
} from './endpoint.ts';
export * from './auth.ts';
export * from './board.ts';
export * from './system.ts';
export * from './port.ts';
export * from './ws.ts';
export * from './menu.ts';
export * from './landing.ts';
export * from './onu.ts';
export * from './onuCounts.ts';
export * from './pon.ts';
export * from './vlan.ts';
export * from './switchPort.ts';
export * from './wireValues.ts';
export * from './imageHeader.ts';
export * from './files.ts';
export * from './onuRef.ts';
export * from './ponAuth.ts';
export * from './onuSla.ts';
export * from './onuPorts.ts';
export * from './onuMulticast.ts';
export * from './onuHgu.ts';
export * from './batchConfig.ts';
export * from './onuStats.ts';
export * from './onuImage.ts';
export * from './firmware.ts';
export * from './opticalHistory.ts';
export * from './permissions.ts';
export * from './users.ts';
export * from './aaa.ts';
export * from './mgmtAccess.ts';
export * from './services.ts';
export * from './hardwareOnly.ts';
export * from './audit.ts';
export * from './deviceWords.ts';
export * from './console/alarmGrade.ts';
