import { z } from 'zod';
import { freeText, wireInt } from '../core/wireValues.ts';

/**
 * The device log (our addition, in the shape of the family's later GPON console): every line the device writes, each
 * with its module and a syslog severity, kept only when it is at or above the level set for its module.
 */

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
/** Unix seconds, for the time filters. */
const UnixSeconds = wireInt(0, 9_999_999_999);

/** LOG-X1: one module's level: lines less severe than `level` are not kept. */
export const LogModuleLevel = z.object({
  module: z.enum(LOG_MODULES),
  /** 0 emergency … 7 debug */
  level: wireInt(LOG_LEVEL.min, LOG_LEVEL.max),
});
export type LogModuleLevel = z.output<typeof LogModuleLevel>;

/** One line of the device log. */
export const LogLine = z.object({
  /** orders the lines: a larger one is newer */
  seq: z.number().int(),
  /** the device clock, ms since 1970 */
  time_ms: z.number().int(),
  /** the device clock as the device prints it, `YYYY/MM/DD hh:mm:ss` */
  time: z.string(),
  module: z.enum(LOG_MODULES),
  /** 0 emergency … 7 debug */
  level: z.number().int(),
  /** the line in the device's words (English, from the templates of deviceWords.ts where it has one) */
  text: z.string(),
});
export type LogLine = z.output<typeof LogLine>;

export const LogFilter = z.object({
  module: z.enum(LOG_MODULES).optional(),
  /** lines of this severity and more severe (a number at most this) */
  level: wireInt(LOG_LEVEL.min, LOG_LEVEL.max).optional(),
  /** words the text holds, in any case */
  search: freeText().max(LOG_SEARCH_CHARS.max).optional(),
  /** from this time on, Unix seconds by the device clock */
  since: UnixSeconds.optional(),
  /** before this time, Unix seconds by the device clock */
  until: UnixSeconds.optional(),
});
export type LogFilter = z.output<typeof LogFilter>;

export const LogPage = z.object({
  /** lines matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** newest first */
  rows: z.array(LogLine),
});
export type LogPage = z.output<typeof LogPage>;
