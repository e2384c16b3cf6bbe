// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './endpoints.ts';
export * from './firmwareImage.ts';
export * from './historyEndpoints.ts';
export * from './historyRecords.ts';
export * from './records.ts';
