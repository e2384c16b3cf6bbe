/** The alarm list's words and limits, zod-free. */

/**
 * What an alarm is about: the device itself, a PON port, one ONU, or a switch port (an uplink). The device files
 * each alarm under one of them as it raises it.
 */
export const ALARM_SOURCES = ['system', 'pon', 'onu', 'port'] as const;
export type AlarmSource = (typeof ALARM_SOURCES)[number];

/** ALM-X2's page sizes. */
export const ALARM_PAGE_ROWS = { default: 20, max: 200 } as const;
export const ALARM_SEARCH_CHARS = { max: 64 } as const;

/** Alarms of these levels (0 error, 1 major) are also written to flash and survive a reboot (ALM-07). */
export const SAVED_ALARM_LEVEL_MAX = 1;
/** The saved alarms the flash keeps; older ones drop out. */
export const SAVED_ALARMS_KEPT = 2000;
