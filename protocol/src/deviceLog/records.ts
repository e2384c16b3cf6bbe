import { z } from 'zod';
import { freeText, wireInt } from '../core/wireValues.ts';
import { LOG_LEVEL, LOG_MODULES, LOG_SEARCH_CHARS } from './words.ts';

/**
 * The device log (our addition, in the shape of the family's later GPON console): every line the device writes, each
 * with its module and a syslog severity, kept only when it is at or above the level set for its module.
 */

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
