// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './capabilities.ts';
export * from './records.ts';
export * from './routes.ts';
