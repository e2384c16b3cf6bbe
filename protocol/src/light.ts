/**
 * The schema-free part of the protocol, for the login page: it must load instantly and so must not pull in zod.
 * Everything here is also exported by the main entry.
 */
export * from './envelope.ts';
export * from './limits.ts';
export * from './ports.ts';
export * from './validators.ts';
export * from './credentials.ts';
export * from './md5.ts';
export * from './route.ts';
export * from './accounts.ts';
export * from './publicRoutes.ts';
export * from './themeRoutes.ts';
export * from './pageFacts.ts';
export * from './deviceRender.ts';
export * from './permissions.ts';
export type { Language } from './system.ts';
export * from './imageHeader.ts';
export * from './files.ts';
export * from './menu.ts';
export * from './landing.ts';
export * from './startReads.ts';
export * from './consoleRoutes.ts';
export * from './onuValues.ts';
export * from './wsValues.ts';
export * from './deviceWords.ts';
export * from './console/alarmGrade.ts';
