// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './imageHeader.ts';
export * from './landing.ts';
export * from './menu.ts';
export * from './publicRoutes.ts';
export * from './routes.ts';
