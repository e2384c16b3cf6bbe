export * from './envelope.ts';
export * from './limits.ts';
export * from './ports.ts';
export * from './validators.ts';
export * from './md5.ts';
export * from './route.ts';
export * from './accounts.ts';
export * from './publicRoutes.ts';
export * from './pageFacts.ts';
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
export * from './onu.ts';
export * from './onuCounts.ts';
export * from './pon.ts';
export * from './vlan.ts';
export * from './switchPort.ts';
export * from './wireValues.ts';
export * from './imageHeader.ts';
export * from './files.ts';
