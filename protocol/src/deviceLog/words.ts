/** The device log's words and limits, zod-free: the console's device texts (lib/deviceWords.ts) name modules and levels. */

/** The device's modules, each a part of the device that writes log lines; one list for the server, the console and the docs. */
export const LOG_MODULES = [
  'system',
  'onu',
  'pon',
  'port',
  'vlan',
  'stp',
  'igmp',
  'dhcp',
  'acl',
  'route',
  'alarm',
  'user',
] as const;
export type LogModule = (typeof LOG_MODULES)[number];

/** The syslog severities (RFC 5424), by their number: 0 emergency … 7 debug; a smaller number is more severe. */
export const LOG_LEVELS = [
  'emergency',
  'alert',
  'critical',
  'error',
  'warning',
  'notice',
  'informational',
  'debug',
] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
export const LOG_LEVEL = { min: 0, max: LOG_LEVELS.length - 1 } as const;
/** What a new device keeps of every module: notice and more severe. */
export const LOG_LEVEL_DEFAULT = 5;
/** Lines the device keeps, newest; older ones drop out (in memory: a reboot of the server process empties it). */
export const LOG_LINES_KEPT = 10_000;
export const LOG_PAGE_ROWS = { max: 500, default: 50 } as const;
export const LOG_SEARCH_CHARS = { max: 64 } as const;
