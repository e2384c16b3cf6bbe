// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './dhcpv6.ts';
export * from './endpoints.ts';
export * from './records.ts';
