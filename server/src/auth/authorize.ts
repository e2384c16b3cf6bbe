import {
  AREA_WORDS,
  LEVEL_NAMES,
  REFUSAL_WORDS,
  mayRead,
  mayWrite,
  wordsText,
  type PermissionArea,
} from '@olt/protocol';
import type { Session } from './sessions.ts';

/** What the permission check needs of a route: its area and whether it changes anything. */
export interface Guarded {
  area: PermissionArea;
  changes: boolean;
}

/** The refusal of a session that must change its password first. */
export const PASSWORD_CHANGE_FIRST = 'error: change your password first: the administrator requires it (USER-05)';

/**
 * Whether `session` may call `route` (the permission table of protocol/src/core/permissions.ts): null when it may, else
 * the refusal's message. A session whose password an administrator required changed may only use its own session
 * (change the password, sign out) until it does.
 */
export function refusalFor(session: Session, route: Guarded): string | null {
  if (session.isRestricted && route.area !== 'session') return PASSWORD_CHANGE_FIRST;
  const isAllowed = route.changes ? mayWrite(session.level, route.area) : mayRead(session.level, route.area);
  if (isAllowed) return null;
  const who = `level ${session.level}${LEVEL_NAMES[session.level] ? ` (${LEVEL_NAMES[session.level]})` : ''}`;
  const verb = route.changes ? 'change' : 'read';
  return `error: ${wordsText(REFUSAL_WORDS.permissionDenied, { who, verb, area: AREA_WORDS[route.area] })}`;
}
