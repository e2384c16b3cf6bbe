import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { THEME_INDEX } from '../core/limits.ts';
import { wireInt } from '../core/wireValues.ts';
import { getSystemLangRoute, setSystemLangRoute } from './publicRoutes.ts';
import {
  ClockSetParam,
  HealthSample,
  Hostname,
  Language,
  NtpParam,
  NtpSetting,
  RunningConfigAnswer,
  ThemeIndex,
  TimeInfo,
} from './records.ts';
import {
  hostnameRoute,
  saveStateRoute,
  systemRebootRoute,
  systemRunningConfigRoute,
  systemSaveRoute,
  systemStartRoute,
  timeInfoRoute,
} from './routes.ts';
import { getSystemThemeRoute, setSystemThemeRoute } from './themeRoutes.ts';

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

export const getNtp = endpoint({
  id: 'TIME-02',
  method: 'GET',
  path: '/time',
  select: { form: 'ntp' },
  description: 'Whether the clock follows NTP (status 0) or is set by hand (1), the two servers and the poll interval.',
  data: NtpSetting,
});

export const setNtp = endpoint({
  id: 'TIME-03',
  method: 'POST',
  path: '/time',
  select: { form: 'ntp' },
  description:
    'Status 0: the clock follows NTP from the preferred server (the alternate if given), in the device’s zone; ' +
    'status 1: NTP off, the clock runs on from where it is until set by hand (TIME-05). ACL time ranges follow it.',
  param: NtpParam,
});

export const setClock = endpoint({
  id: 'TIME-05',
  method: 'POST',
  path: '/time',
  select: { form: 'info' },
  description:
    'Sets the clock by hand to a wall time in a zone (index into the time-zone list); refused while NTP is on. ' +
    'ACL time ranges follow the clock.',
  param: ClockSetParam,
});

export const systemMonitor = endpoint({
  id: 'MON-03',
  method: 'GET',
  path: '/system',
  select: { form: 'sys_monitor' },
  description: 'The CPU and memory use the device sampled every 5 s over the last hour, oldest first.',
  data: z.object({ sys_monitor: z.array(HealthSample) }),
});
