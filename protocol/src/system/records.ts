import { z } from 'zod';
import { HOSTNAME_MAX_CHARS, LANGUAGES, THEME_INDEX } from '../core/limits.ts';
import { isHostname } from '../core/validators.ts';

export const Language = z.enum(LANGUAGES);

export type Language = z.infer<typeof Language>;

export const ThemeIndex = z.number().int().min(THEME_INDEX.min).max(THEME_INDEX.max);

export const Hostname = z
  .string()
  .max(HOSTNAME_MAX_CHARS)
  .refine(isHostname, 'hostname: a letter, then letters, digits, _ or -');

/** Device clock (TIME-01): `time_now` [Y,M,D,h,m,s], `uptime` [days,h,m,s], `timezone` index. */
export const TimeInfo = z.object({
  time_now: z.array(z.number().int()).length(6),
  uptime: z.array(z.number().int()).length(4),
  timezone: z.number().int(),
});

export type TimeInfo = z.infer<typeof TimeInfo>;

/**
 * Writes the running configuration to RUNNING_CONFIG_FILE for the session that asked. Our addition: `filename` is
 * that file's URL with a one-time ticket, for a plain link that cannot send the session token. It changes nothing
 * on the device, so a reader may call it.
 */
export const RunningConfigAnswer = z.object({ filename: z.string() });
