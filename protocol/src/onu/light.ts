// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './image.ts';
export * from './routes.ts';
export * from './values.ts';
