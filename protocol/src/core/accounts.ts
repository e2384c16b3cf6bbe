/** The name of the session token header, request and response. */
export const TOKEN_HEADER = 'X-Token';
/** The factory account and its factory password (the default-credential warning compares against them). */
export const FACTORY_ACCOUNT = { name: 'root', password: 'admin' } as const;
/** The vendor account that may open the system-setting screen (spec §6). */
export const VENDOR_ACCOUNT = { name: 'devol', password: 'devol' } as const;
/** Longest user description (`info`); the device's limit is not documented, so we keep it short. */
export const USER_INFO_MAX_CHARS = 64;
