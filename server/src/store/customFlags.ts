import { CustomFlags } from '@olt/protocol';
import type { SettingsStore } from './settingsStore.ts';

/** The settings key that holds the vendor feature switches (api.md §1.9). */
export const CUSTOM_FLAGS_KEY = 'custom';

/**
 * The switches of a device fresh from the factory: the vendor copyright line, manual ONU add, the PON
 * authentication-mode menu and the saved-alarm download are on; the captcha, the fixed language, FRPC and MAC
 * authentication are off. Kept here once so that sign-in and /system_custom cannot disagree.
 */
export const DEFAULT_CUSTOM_FLAGS: Readonly<CustomFlags> = Object.freeze({
  custom: 0,
  hsgq: 1,
  addonu: 1,
  pon_authmode: 1,
  frpc: 0,
  captcha: 0,
  fix_lang: 0,
  mac_auth: 0,
  alarm_save: 1,
});

/**
 * The stored switches over the defaults. A stored value that is not an integer (an older or damaged store) falls
 * back to its default instead of breaking the login page.
 */
export function readCustomFlags(settings: SettingsStore): CustomFlags {
  const stored = settings.get<unknown>(CUSTOM_FLAGS_KEY, {});
  const flags: CustomFlags = { ...DEFAULT_CUSTOM_FLAGS };
  if (typeof stored !== 'object' || stored === null) return flags;
  for (const name of CustomFlags.keyof().options) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'number' && Number.isInteger(value)) flags[name] = value;
  }
  return flags;
}

/**
 * Changes some switches and keeps the others. The merged object is written by one statement, and better-sqlite3
 * reads and writes without yielding, so no other request can interleave: the change is all or nothing.
 */
export function writeCustomFlags(settings: SettingsStore, change: Partial<CustomFlags>): CustomFlags {
  const next = readCustomFlags(settings);
  for (const name of CustomFlags.keyof().options) {
    const value = change[name];
    if (value !== undefined) next[name] = value;
  }
  settings.set(CUSTOM_FLAGS_KEY, next);
  return next;
}
