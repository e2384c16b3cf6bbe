// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './aaa.ts';
export * from './hardwareOnly.ts';
export * from './mgmtAccess.ts';
export * from './services.ts';
