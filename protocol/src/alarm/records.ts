import { z } from 'zod';
import { DeviceTime, wireInt } from '../core/wireValues.ts';

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
