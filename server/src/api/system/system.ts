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
  getNtp,
  setNtp,
  setClock,
  systemMonitor,
  type Language,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import { refuse } from '../../device/kernel/errors.ts';
import type { Services } from '../../services.ts';
import { readCustomFlags } from '../../store/customFlags.ts';
import { clockReading, uptimeParts } from '../../device/chassis/clock.ts';
import { CLOCK_SETTING } from '../../device/chassis/deviceClock.ts';

/** Settings keys of this area (the console page reads the language and theme too, consolePage.ts). */
export const KEY = { lang: 'lang', theme: 'theme' } as const;
export const DEFAULT_LANG: Language = 'en';

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

    route(systemMonitor, () => ({ sys_monitor: svc.device.chassis.healthHistory() })),

    // the host name is part of the running configuration: saved by "save", brought back by a reboot
    route(getHostname, () => ({ hostname: svc.device.chassis.hostname() })),
    route(setHostname, ({ param }) => {
      svc.device.chassis.setHostname(param.hostname);
    }),

    route(timeInfo, () => ({
      time_now: clockReading(svc.device.chassis.clock.now()),
      uptime: uptimeParts(svc.device.chassis.uptimeMs()),
      timezone: svc.device.chassis.clock.zone,
    })),
    // the clock and its settings are on the device's flash at once, not in the configuration a save stores
    route(getNtp, () => {
      const c = svc.device.chassis.clock.settings();
      return { status: c.mode, ntp_srv_ip: c.servers, poll_interval_time: c.pollSeconds };
    }),
    route(setNtp, ({ param }) => {
      svc.device.chassis.setNtp(param.status === 0 ? 0 : 1, param.ntp_srv_ip, param.poll_interval_time);
      svc.settings.set(CLOCK_SETTING, svc.device.chassis.clock.settings());
    }),
    route(setClock, ({ param }) => {
      svc.device.chassis.setClock(param.time, param.time_zone);
      svc.settings.set(CLOCK_SETTING, svc.device.chassis.clock.settings());
    }),

    // every change is in the running configuration in SQLite when it is acknowledged; saving makes it the startup one
    route(systemSave, ({ user, req }) => {
      svc.configHistory.save({ user, address: req.ip });
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
