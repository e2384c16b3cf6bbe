// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './endpoints.ts';
export * from './imageHeader.ts';
export * from './landing.ts';
export * from './menu.ts';
export * from './publicRoutes.ts';
export * from './records.ts';
export * from './routes.ts';
