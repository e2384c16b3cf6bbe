/**
 * The console's own limits and timings (spec §4, §9): how it presents and waits, not what the device takes, so they
 * live here rather than in the protocol. Plain values without imports: the login page reads them too.
 */

/** Toasts close after 4 s; success and info after 2 s (spec §9). */
export const TOAST_MS = 4_000;
export const TOAST_SHORT_MS = 2_000;
export const NOTIFICATION_MS = 4_500;
/** Live alarms kept in the list behind the bell of the top bar. */
export const ALARM_FEED_KEPT = 100;

/** Tables: rows per page, page numbers shown, width of the selection column (spec §9). */
export const PAGE_SIZE = 20;
export const PAGE_LINKS_MAX = 5;
export const SELECTION_COLUMN_PX = 50;
/** Default widths of a dialog and a popover (spec §9). */
export const DIALOG_WIDTH = '70%';
export const POPOVER_WIDTH_PX = 150;

/** The copyright line runs from this year to the current one (spec §9). */
export const COPYRIGHT_FIRST_YEAR = 2017;

/** The colours of the device's theme numbers 0–4 (spec §9), in order. */
export const THEME_COLORS = ['#184777', '#3990e5', '#67c23a', '#e6a23c', '#666666'] as const;

/** A sign-in request gives up after 5 s (spec §9); uploads never do. */
export const LOGIN_TIMEOUT_MS = 5_000;
/** Each `GET /system_start` while the device reboots gives up after 3 s and is asked again (api.md BAK-05). */
export const SYSTEM_START_TIMEOUT_MS = 3_000;
/** Reconnections of the /ws link after it broke, before the console says the link is lost. */
export const WS_RECONNECTS_MAX = 3;
