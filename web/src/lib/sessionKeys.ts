/**
 * Session storage keys (spec §3, §6): the token, the user name, and the remembered menu keys, with the one way to read
 * them. In a module of their own because the entry script reads the token before anything else has loaded
 * (lib/firstReads.ts).
 */
export const SESSION_KEYS = {
  token: 'x-token',
  user: 'uname',
  topMenu: 'f_menu',
  firstMenu: 'first_menu',
  secondMenu: 'sec_menu',
  portId: 'pid',
  onuId: 'oid',
} as const;

/** A session storage value; null where there is none or the browser refuses the storage (a locked-down profile). */
export function sessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
