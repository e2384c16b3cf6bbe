import { LEVEL_NAMES, mayRead, mayWrite, type PermissionArea } from '@olt/protocol';
import type { Session } from './sessions.ts';

/** What the permission check needs of a route: its area and whether it changes anything. */
export interface Guarded {
  area: PermissionArea;
  changes: boolean;
}

/** How a refusal names an area. */
const AREA_WORDS: Record<PermissionArea, string> = {
  session: 'its own session',
  onu: 'ONUs',
  pon: 'PON ports',
  switch: 'the switch',
  system: 'the system',
  access: 'management access',
  accounts: 'user accounts',
  audit: 'the audit trail',
  vendor: 'the vendor settings',
};

/** The refusal of a session that must change its password first. */
export const PASSWORD_CHANGE_FIRST = 'error: change your password first: the administrator requires it (USER-05)';

/**
 * Whether `session` may call `route` (the permission table of protocol/src/permissions.ts): null when it may, else
 * the refusal's message. A session whose password an administrator required changed may only use its own session
 * (change the password, sign out) until it does.
 */
export function refusalFor(session: Session, route: Guarded): string | null {
  if (session.isRestricted && route.area !== 'session') return PASSWORD_CHANGE_FIRST;
  const isAllowed = route.changes ? mayWrite(session.level, route.area) : mayRead(session.level, route.area);
  if (isAllowed) return null;
  const who = `level ${session.level}${LEVEL_NAMES[session.level] ? ` (${LEVEL_NAMES[session.level]})` : ''}`;
  return `error: permission denied: ${who} may not ${route.changes ? 'change' : 'read'} ${AREA_WORDS[route.area]}`;
}
