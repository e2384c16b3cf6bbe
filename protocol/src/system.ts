import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { getSystemLangRoute, setSystemLangRoute } from './publicRoutes.ts';
import { getSystemThemeRoute, setSystemThemeRoute } from './themeRoutes.ts';
import { HOSTNAME_MAX_CHARS, LANGUAGES, THEME_INDEX } from './limits.ts';
import { isHostname } from './validators.ts';
import { hostnameRoute, saveStateRoute, timeInfoRoute } from './startReads.ts';
import { wireInt } from './wireValues.ts';
import { systemRebootRoute, systemRunningConfigRoute, systemSaveRoute, systemStartRoute } from './consoleRoutes.ts';

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const getSystemLang = endpoint({
  ...getSystemLangRoute,
  description: 'The language of the console: zh or en.',
  data: z.object({ lang: Language }),
});
export const setSystemLang = endpoint({
  ...setSystemLangRoute,
  description: 'Sets the language of the console, unless the vendor fixed it.',
  param: z.object({ lang: Language }),
});

export const ThemeIndex = z.number().int().min(THEME_INDEX.min).max(THEME_INDEX.max);
export const getSystemTheme = endpoint({
  ...getSystemThemeRoute,
  description: 'The theme colour of the console, an index into its five colours.',
  addition: true,
  data: z.object({ theme: ThemeIndex }),
});
export const setSystemTheme = endpoint({
  ...setSystemThemeRoute,
  description: 'Sets the theme colour of the console for every user.',
  addition: true,
  param: z.object({ theme: wireInt(THEME_INDEX.min, THEME_INDEX.max) }),
});

export const Hostname = z
  .string()
  .max(HOSTNAME_MAX_CHARS)
  .refine(isHostname, 'hostname: a letter, then letters, digits, _ or -');
export const getHostname = endpoint({
  ...hostnameRoute,
  description: 'The host name of the device.',
  data: z.object({ hostname: z.string() }),
});
export const setHostname = endpoint({
  id: 'SYS-08',
  method: 'POST',
  path: '/system',
  select: { form: 'hostname' },
  description: 'Sets the host name; part of the running configuration.',
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
  ...timeInfoRoute,
  description: 'The device clock, uptime and time-zone index.',
  data: TimeInfo,
});

export const systemSave = endpoint({
  ...systemSaveRoute,
  description: 'Saves the running configuration as the startup configuration.',
  action: true,
});
export const systemReboot = endpoint({
  ...systemRebootRoute,
  description: 'Reboots the device: every session ends and the startup configuration comes back.',
  action: true,
});
/**
 * Writes the running configuration to RUNNING_CONFIG_FILE for the session that asked. Our addition: `filename` is
 * that file's URL with a one-time ticket, for a plain link that cannot send the session token. It changes nothing
 * on the device, so a reader may call it.
 */
export const RunningConfigAnswer = z.object({ filename: z.string() });
export const systemRunningConfig = endpoint({
  ...systemRunningConfigRoute,
  description: 'Writes the running configuration as text for this session; answers its one-time download link.',
  action: true,
  data: RunningConfigAnswer,
});
/** Public because sessions are gone after a reboot. */
export const systemStart = endpoint({
  ...systemStartRoute,
  description: 'Answers code 1 once the device is up again after a reboot.',
  action: true,
});
export const saveState = endpoint({
  ...saveStateRoute,
  description: 'Whether the running configuration differs from the startup configuration (unsaved changes).',
  addition: true,
  data: z.object({ unsaved: z.number().int().min(0).max(1) }),
});
