import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { getSystemLangRoute, getSystemThemeRoute, setSystemLangRoute, setSystemThemeRoute } from './publicRoutes.ts';
import { HOSTNAME_MAX_CHARS, LANGUAGES, THEME_COLORS } from './limits.ts';
import { isHostname } from './validators.ts';

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const getSystemLang = endpoint({ ...getSystemLangRoute, data: z.object({ lang: Language }) });
export const setSystemLang = endpoint({ ...setSystemLangRoute, param: z.object({ lang: Language }) });

export const ThemeIndex = z
  .number()
  .int()
  .min(0)
  .max(THEME_COLORS.length - 1);
export const getSystemTheme = endpoint({ ...getSystemThemeRoute, data: z.object({ theme: ThemeIndex }) });
export const setSystemTheme = endpoint({ ...setSystemThemeRoute, param: z.object({ theme: ThemeIndex }) });

export const Hostname = z
  .string()
  .max(HOSTNAME_MAX_CHARS)
  .refine(isHostname, 'hostname: a letter, then letters, digits, _ or -');
export const getHostname = endpoint({
  id: 'SYS-07',
  method: 'GET',
  path: '/system',
  select: { form: 'hostname' },
  data: z.object({ hostname: z.string() }),
});
export const setHostname = endpoint({
  id: 'SYS-08',
  method: 'POST',
  path: '/system',
  select: { form: 'hostname' },
  param: z.object({ hostname: Hostname }),
});

/** Device clock (TIME-01): `time_now` [Y,M,D,h,m,s], `uptime` [days,h,m,s], `timezone` index. */
export const TimeInfo = z.object({
  time_now: z.array(z.number().int()).length(6),
  uptime: z.array(z.number().int()).length(4),
  timezone: z.number().int(),
});
export type TimeInfo = z.infer<typeof TimeInfo>;
export const timeInfo = endpoint({
  id: 'TIME-01',
  method: 'GET',
  path: '/time',
  select: { form: 'info' },
  data: TimeInfo,
});

export const systemSave = endpoint({ id: 'BAK-07', method: 'GET', path: '/system_save', changes: true });
export const systemReboot = endpoint({ id: 'BAK-04', method: 'GET', path: '/system_reboot', changes: true });
/**
 * Writes the running configuration to RUNNING_CONFIG_FILE for the session that asked. Our addition: `filename` is
 * that file's URL with a one-time ticket, for a plain link that cannot send the session token.
 */
export const systemRunningConfig = endpoint({
  id: 'BAK-06',
  description: 'Writes the running configuration as text for this session; answers its one-time download link',
  method: 'GET',
  path: '/system_running_config',
  data: z.object({ filename: z.string() }),
});
/** The fixed name of the running-configuration text file (api.md §1.11, BAK-06). */
export const RUNNING_CONFIG_FILE = '/oltconfigtmp.txt';
/** Answers code 1 once the device is up again; public because sessions are gone after a reboot. */
export const systemStart = endpoint({ id: 'BAK-05', method: 'GET', path: '/system_start', isPublic: true });
/** Whether the running configuration differs from the startup configuration (our addition). */
export const saveState = endpoint({
  id: 'BAK-X1',
  method: 'GET',
  path: '/system_save',
  select: { form: 'state' },
  data: z.object({ unsaved: z.number().int().min(0).max(1) }),
});
