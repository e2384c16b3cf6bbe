// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './routes.ts';
export * from './words.ts';
