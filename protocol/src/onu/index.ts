// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './batchConfig.ts';
export * from './counts.ts';
export * from './endpoints.ts';
export * from './firmware.ts';
export * from './hgu.ts';
export * from './image.ts';
export * from './multicast.ts';
export * from './opticalHistory.ts';
export * from './records.ts';
export * from './ref.ts';
export * from './routes.ts';
export * from './sla.ts';
export * from './stats.ts';
export * from './uniPorts.ts';
export * from './values.ts';
