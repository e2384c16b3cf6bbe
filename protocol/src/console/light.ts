// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.
export * from './alarmGrade.ts';
export * from './deviceRender.ts';
export * from './pageFacts.ts';
export * from './startReads.ts';
