import { z } from 'zod';
import { DeviceTime, OnuId, PortId, freeText, wireInt } from '../core/wireValues.ts';
import { ALARM_SEARCH_CHARS, ALARM_SOURCES } from './words.ts';

/** One alarm: `level` 0 error, 1–2 warning, 3 info (api.md §1.12); `time` as the device writes it. */
export const AlarmEntry = z.object({
  alarm_id: z.number().int(),
  level: z.number().int().min(0).max(3),
  content: z.string(),
  time: DeviceTime,
});

export type AlarmEntry = z.infer<typeof AlarmEntry>;

/** ALM-X1's query: how many of the latest alarms. */
export const AlarmRecentQuery = z.object({ limit: wireInt(1, 200).default(20) });

/** ALM-02/05: the written file's link in the web root, with a one-time ticket (as BAK-01). */
export const DownloadAnswer = z.object({ filename: z.string() });

/** ALM-03: PON device logging on (1) or off (0). */
export const LoggerSetting = z.object({ pondev: z.number().int().min(0).max(1) });
export type LoggerSetting = z.infer<typeof LoggerSetting>;

/** Unix seconds, for the time filters. */
const UnixSeconds = wireInt(0, 9_999_999_999);

/** One alarm as ALM-X2 lists it: the entry, its order and device time, and what it is about. */
export const AlarmRow = AlarmEntry.extend({
  /** orders the alarms: a larger one is newer */
  seq: z.number().int(),
  /** the device clock, ms since 1970 */
  time_ms: z.number().int(),
  source: z.enum(ALARM_SOURCES),
  /** the PON or switch port it is about (with `onu_id`, the ONU's PON) */
  port_id: z.number().int().optional(),
  onu_id: z.number().int().optional(),
});
export type AlarmRow = z.output<typeof AlarmRow>;

export const AlarmFilter = z.object({
  /** alarms of this level and more severe (0 error … 3 info) */
  level: wireInt(0, 3).optional(),
  source: z.enum(ALARM_SOURCES).optional(),
  /** about this port: the port itself, or with `onu_id`, one ONU of this PON; without it, the PON and its ONUs */
  port_id: PortId.optional(),
  onu_id: OnuId.optional(),
  /** words the text holds, in any case (the device's words, a name, a MAC) */
  search: freeText().max(ALARM_SEARCH_CHARS.max).optional(),
  /** from this time on, Unix seconds by the device clock */
  since: UnixSeconds.optional(),
  /** before this time, Unix seconds by the device clock */
  until: UnixSeconds.optional(),
});
export type AlarmFilter = z.output<typeof AlarmFilter>;

export const AlarmPage = z.object({
  /** alarms matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** how many of the alarms matching every filter but the level are of each level, 0 error … 3 info */
  levels: z.array(z.number().int()).length(4),
  /** newest first */
  rows: z.array(AlarmRow),
});
export type AlarmPage = z.output<typeof AlarmPage>;
