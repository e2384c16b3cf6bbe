/**
 * Session storage keys (spec §3, §6): the token, the user name, and the remembered menu keys. In a module of its own
 * because the entry script reads the token before anything else has loaded (lib/firstReads.ts).
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
