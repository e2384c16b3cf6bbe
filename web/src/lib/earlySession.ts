import type { SessionInfo } from '@olt/protocol';
import { endpointUrl, sessionInfoRoute, type Envelope } from '@olt/protocol/light';

/**
 * The session answer (USER-X1) asked by the entry script of a console page loaded with a token, while the console's
 * code is still loading: the console then finds it answered instead of asking only once everything has loaded
 * (issue 10: the requests of a page start as early as they can). Consumed once, by app/AuthGuard.
 */
let early: { token: string; answer: Promise<Envelope<SessionInfo> | null> } | null = null;

export function readSessionEarly(token: string): void {
  const answer = fetch(endpointUrl(sessionInfoRoute), { headers: { 'X-Token': token } })
    .then((res) => (res.ok ? (res.json() as Promise<Envelope<SessionInfo>>) : null))
    .catch(() => null);
  early = { token, answer };
}

/** The early answer for this token, once; null when there was none (the caller then asks the device itself). */
export function takeEarlySession(token: string): Promise<Envelope<SessionInfo> | null> | null {
  const taken = early?.token === token ? early.answer : null;
  early = null;
  return taken;
}
