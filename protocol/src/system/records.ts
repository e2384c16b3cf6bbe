import { z } from 'zod';
import { HOSTNAME_MAX_CHARS, LANGUAGES, THEME_INDEX } from '../core/limits.ts';
import { isHostname, isIPv4 } from '../core/validators.ts';
import { wireInt } from '../core/wireValues.ts';
import { TIME_ZONES } from './timeZones.ts';

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

/** TIME-02 `status`: the clock follows NTP, or is set by hand. */
export const CLOCK_MODE = { ntp: 0, manual: 1 } as const;
/** The years the clock can be set to (timeMgmt.vue). */
export const CLOCK_YEARS = { min: 1990, max: 2035 } as const;
export const DAY_SECONDS = 86_400;
/** How often NTP is asked, in days: more than 0, and in seconds below 2^31. */
export const NTP_POLL_DAYS = { min: 1, max: 24_854 } as const;

/** An NTP server: a unicast IPv4 host address (not 0 or 255 at either end, not multicast). */
export function isNtpServer(text: string): boolean {
  if (!isIPv4(text)) return false;
  const [first = 0, , , last = 0] = text.split('.').map(Number);
  return first !== 0 && first < 224 && last !== 0 && last !== 255;
}
export const NtpServer = z.string().refine(isNtpServer, 'ntp server: a unicast IPv4 host address');
/** The alternate server may be left empty. */
export const NtpAlternate = z.union([z.literal(''), NtpServer]);
/** The poll interval as the form asks it, in days. */
export const NtpPollDays = wireInt(NTP_POLL_DAYS.min, NTP_POLL_DAYS.max);

/** TIME-02. */
export const NtpSetting = z.object({
  status: z.number().int(),
  ntp_srv_ip: z.array(z.string()),
  poll_interval_time: z.number().int(),
});
export type NtpSetting = z.infer<typeof NtpSetting>;

/**
 * TIME-03/04: NTP on with its servers and interval (days × 86400 s), or off before the clock is set by hand, when the
 * console sends ["0.0.0.0", ""] and 1 which the device ignores.
 */
export const NtpParam = z
  .object({
    status: wireInt(CLOCK_MODE.ntp, CLOCK_MODE.manual),
    // digits and dots only even while ignored (NTP off): nothing else is stored
    ntp_srv_ip: z.tuple([z.string().regex(/^[0-9.]{0,15}$/), z.string().regex(/^[0-9.]{0,15}$/)]),
    poll_interval_time: wireInt(1, NTP_POLL_DAYS.max * DAY_SECONDS),
  })
  .superRefine((p, ctx) => {
    if (p.status !== CLOCK_MODE.ntp) return;
    if (!isNtpServer(p.ntp_srv_ip[0]))
      ctx.addIssue({ code: 'custom', path: ['ntp_srv_ip', 0], message: 'a unicast IPv4 host address' });
    if (p.ntp_srv_ip[1] !== '' && !isNtpServer(p.ntp_srv_ip[1]))
      ctx.addIssue({ code: 'custom', path: ['ntp_srv_ip', 1], message: 'empty, or a unicast IPv4 host address' });
    if (p.poll_interval_time < DAY_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['poll_interval_time'], message: 'at least one day (86400 s)' });
  });

/** Days in a month of a year (month 1–12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** TIME-05: the wall time in the zone given, [Y, M, D, h, m, s], and the zone's index in TIME_ZONES. */
export const ClockSetParam = z.object({
  time: z
    .tuple([
      wireInt(CLOCK_YEARS.min, CLOCK_YEARS.max),
      wireInt(1, 12),
      wireInt(1, 31),
      wireInt(0, 23),
      wireInt(0, 59),
      wireInt(0, 59),
    ])
    .refine(([y, m, d]) => d <= daysInMonth(y, m), 'time: that day is not in that month'),
  time_zone: wireInt(0, TIME_ZONES.length - 1),
});

/**
 * Writes the running configuration to RUNNING_CONFIG_FILE for the session that asked. Our addition: `filename` is
 * that file's URL with a one-time ticket, for a plain link that cannot send the session token. It changes nothing
 * on the device, so a reader may call it.
 */
export const RunningConfigAnswer = z.object({ filename: z.string() });

/** One point of the device's own CPU and memory history (sys_monitor), whole percent. */
export const HealthSample = z.object({
  time_ms: z.number(),
  cpu_usage: z.number().int().min(0).max(100),
  memory_usage: z.number().int().min(0).max(100),
});

export type HealthSample = z.infer<typeof HealthSample>;

/** The monitor's auto-refresh: 0 = off, else 5–3600 s (a dictionary rule of the original console). */
export const MONITOR_REFRESH_SECONDS = { off: 0, min: 5, max: 3_600 } as const;

export const MonitorRefreshSeconds = z
  .number()
  .int()
  .refine(
    (s) => s === MONITOR_REFRESH_SECONDS.off || (s >= MONITOR_REFRESH_SECONDS.min && s <= MONITOR_REFRESH_SECONDS.max),
    `refresh interval: 0 (off) or ${MONITOR_REFRESH_SECONDS.min}-${MONITOR_REFRESH_SECONDS.max} s`,
  );
