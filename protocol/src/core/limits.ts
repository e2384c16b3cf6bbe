/** Limits and constants of the product (spec §5, §9; api.md §3). Units are in the names. */

export const USER_NAME_CHARS = { min: 4, max: 16 } as const;
export const PASSWORD_CHARS = { min: 5, max: 16 } as const;
/** Simultaneous logins a created user may be given (the original's `reenter`). */
export const MAX_LOGINS = { min: 1, max: 4 } as const;
export const USER_LEVEL = { min: 0, max: 5 } as const;

/** How long the simulated device takes to boot (api.md BAK-05 gives each console poll of it a 3 s time-out). */
export const SYSTEM_START_TIMEOUT_MS = 3_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Our answer to a sign-in for a name under attack from an address it was not used from lately: solve a captcha. */
export const CAPTCHA_REQUIRED = 'error: too many failed logins for this name: enter the verification code';
export const SESSION_IDLE_MINUTES_DEFAULT = 15;
/** Failed logins of one user name from one address that lock that address out. */
export const LOGIN_LOCK = { failures: 5, windowMs: 5 * 60_000, lockMs: 5 * 60_000 } as const;
/**
 * Failed logins of one user name from any addresses that put the name under a captcha everywhere (but for addresses
 * that signed in with it lately), for a delay doubling with each lock-out.
 */
export const LOGIN_NAME_LOCK = {
  failures: 10,
  windowMs: 15 * 60_000,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
} as const;
/** Captchas one client (an IPv4 address, an IPv6 /64) may fetch: a burst, then one per interval. */
export const CAPTCHA_RATE = { burst: 5, intervalMs: 3_000 } as const;

export const LOGO_MAX_BYTES = 50 * 1024;
export const MAIN_LOGO_PX = { width: 240, height: 70 } as const;

/** Maximum lengths of the company information (spec §5). */
export const COMPANY_MAX_CHARS = {
  name: 128,
  addr: 256,
  email: 32,
  phone: 32,
  supplier_info: 128,
  cc_url: 256,
} as const;

export const HOSTNAME_MAX_CHARS = 64;
export const PRODUCT_NAME_MAX_CHARS = 12;
export const VLAN_ID = { min: 1, max: 4094 } as const;
export const ONU_ID = { min: 1, max: 64 } as const;
export const PON_PORT_COUNTS = [4, 8, 16, 64] as const;

/** The device stores a theme number 0–4 (spec §9); which colour each is, is the console's business. */
export const THEME_INDEX = { min: 0, max: 4 } as const;
export const THEME_DEFAULT = 0;

export const LANGUAGES = ['zh', 'en'] as const;

export const WS_HEARTBEAT_MS = 30_000;
/** alarm_id pushed over /ws when the device reboots (api.md §1.12). */
export const ALARM_ID_REBOOTING = 0x1001;

/** Receive power outside this band is drawn as a problem (api.md OnuRow). */
export const RX_POWER_OK_DBM = { min: -27, max: -7 } as const;
