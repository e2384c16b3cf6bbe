// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './publicRoutes.ts';
export * from './routes.ts';
export * from './themeRoutes.ts';
export * from './timeZones.ts';
