// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './endpoints.ts';
export * from './records.ts';
export * from './routes.ts';
export * from './words.ts';
