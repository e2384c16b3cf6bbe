import type { LANGUAGES } from './limits.ts';

/**
 * The device's paths outside the `{code, message, data}` envelope (api.md §1): files it serves, where logos are
 * uploaded, and the websocket. Endpoints carry their own paths; these are the rest, listed once so that the server's
 * routes and the console's development proxy read the same names.
 */

/** Logo uploads (UPG-04a/b): multipart, one part named `file`, posted to LOGO_UPLOAD_PATH with `?type=`. */
export const LOGO_UPLOAD_TYPES = ['logo', 'login_logo'] as const;
export type LogoUploadType = (typeof LOGO_UPLOAD_TYPES)[number];
export const LOGO_UPLOAD_PATH = '/upgrade';
/** Firmware, system and full-version images (UPG-01…03) go to the same path, `?type=` one of FIRMWARE_KINDS. */
export const FIRMWARE_UPLOAD_PATH = LOGO_UPLOAD_PATH;
/** Where the device serves each logo once uploaded. */
export const LOGO_FILES: Record<LogoUploadType, string> = { logo: '/logo.png', login_logo: '/login_logo.png' };
/** Captcha images, `/captcha/<id>.png`: AUTH-04 answers the file name, the login page shows it. */
export const CAPTCHA_IMAGE_DIR = '/captcha';
/** The fixed name of the running-configuration text file (api.md §1.11, BAK-06). */
export const RUNNING_CONFIG_FILE = '/oltconfigtmp.txt';
/** Where a configuration file is restored from (BAK-02, multipart) and where a backup is fetched (BAK-01). */
export const SYSTEM_RESTORE_PATH = '/system_restore';
export const BACKUP_FILE = '/olt_config.cfg';
/** Where the alarm list (ALM-02) and the device log (ALM-05) are fetched once written. */
export const ALARM_FILE = '/olt_alarm.txt';
export const LOG_FILE = '/olt_log.txt';
/** Where the saved alarms (ALM-07) are fetched once written. */
export const SAVED_ALARM_FILE = '/olt_alarm_saved.txt';
/** Where the device log of modules and levels (LOG-X4) is fetched once written. */
export const DEVICE_LOG_FILE = '/olt_device_log.txt';
/** The live alarm and session socket (api.md §1.12). */
export const WS_PATH = '/ws';

/** Every path above: with each endpoint's path, what a proxy in front of the device must pass through. */
export const NON_ENVELOPE_PATHS: readonly string[] = [
  LOGO_UPLOAD_PATH,
  ...Object.values(LOGO_FILES),
  CAPTCHA_IMAGE_DIR,
  RUNNING_CONFIG_FILE,
  SYSTEM_RESTORE_PATH,
  BACKUP_FILE,
  ALARM_FILE,
  SAVED_ALARM_FILE,
  LOG_FILE,
  DEVICE_LOG_FILE,
  WS_PATH,
];

/**
 * What the console's build leaves for the device server beside the login page's server render, never served: the
 * files a console page opened directly needs, its core's and each page's (web/build/consolePreloads.ts writes it,
 * server api/console/consolePage.ts names them in the page as `<link rel="modulepreload">`). Relative to the web root.
 */
export const CONSOLE_PRELOADS_FILE = 'ssr/console-preloads.json';
export interface ConsolePreloads {
  core: string[];
  /** by page name (menu.ts PageName) */
  pages: Record<string, string[]>;
  /** the dictionaries of each language the console shows, of which a page loads the one it is shown in */
  languages: Partial<Record<(typeof LANGUAGES)[number], string[]>>;
}
