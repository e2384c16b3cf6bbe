import {
  getHostname,
  getSystemLang,
  getSystemTheme,
  saveState,
  setHostname,
  setSystemLang,
  setSystemTheme,
  systemReboot,
  systemSave,
  systemStart,
  THEME_DEFAULT,
  timeInfo,
  type Language,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import { refuse } from '../../device/kernel/errors.ts';
import type { Services } from '../../services.ts';
import { readCustomFlags } from '../../store/customFlags.ts';
import { clockReading, uptimeParts } from '../../device/chassis/clock.ts';

/** Settings keys of this area (the console page reads the language and theme too, consolePage.ts). */
export const KEY = { lang: 'lang', theme: 'theme', timezone: 'timezone' } as const;
export const DEFAULT_LANG: Language = 'en';
/** Index of `Asia/Shanghai(UTC+08:00)` in the console's time-zone list (api.md §2.25). */
const DEFAULT_TIMEZONE = 257;

/** Language, theme, host name, clock, and the save / reboot / start cycle. */
export function systemRoutes(svc: Services): RouteDef[] {
  return [
    route(getSystemLang, () => ({ lang: svc.settings.get<Language>(KEY.lang, DEFAULT_LANG) })),
    route(setSystemLang, ({ param }) => {
      if (readCustomFlags(svc.settings).fix_lang === 1) refuse('the language is fixed');
      svc.settings.set(KEY.lang, param.lang);
    }),

    route(getSystemTheme, () => ({ theme: svc.settings.get<number>(KEY.theme, THEME_DEFAULT) })),
    route(setSystemTheme, ({ param }) => {
      svc.settings.set(KEY.theme, param.theme);
    }),

    // the host name is part of the running configuration: saved by "save", brought back by a reboot
    route(getHostname, () => ({ hostname: svc.device.chassis.hostname() })),
    route(setHostname, ({ param }) => {
      svc.device.chassis.setHostname(param.hostname);
    }),

    route(timeInfo, () => ({
      time_now: clockReading(svc.now()),
      uptime: uptimeParts(svc.device.chassis.uptimeMs()),
      timezone: svc.settings.get<number>(KEY.timezone, DEFAULT_TIMEZONE),
    })),

    // every change is in the running configuration in SQLite when it is acknowledged; saving makes it the startup one
    route(systemSave, () => {
      svc.deviceConfig.save();
    }),
    route(saveState, () => ({ unsaved: svc.deviceConfig.isUnsaved() ? 1 : 0 })),

    // the answer goes out before the device goes away, as the console waits for it
    route(systemReboot, () => {
      setImmediate(() => svc.lifecycle.reboot());
    }),
    route(systemStart, () => {
      if (svc.lifecycle.isBooting) refuse('the device is starting');
    }),
  ];
}
