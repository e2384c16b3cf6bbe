import { FIRST_READS_ID } from '@olt/protocol/light';
import { SESSION_KEYS, sessionValue } from './sessionKeys.ts';

/**
 * The reads a console page starts with, asked by the entry script with the session's token before any of the console's
 * code has loaded (the console's files take a while to load and evaluate, during which the device can already answer;
 * README › Benchmarks); right after sign-in the home page's are asked together (pageReads.ts), and answered through
 * `answerReadsWith`. The API client takes an answer from here instead of asking again (`takeFirstRead`), once, for the
 * same token, while it is fresh.
 */

/** Past this an answer asked ahead is left: what it says may be out of date, and the client asks afresh. */
const FRESH_MS = 10_000;

interface Asked {
  token: string;
  at: number;
  response: Promise<Response>;
}

const asked = new Map<string, Asked>();

/** The URLs the device wrote into the page it served (server api/console/consolePage.ts); none in a page without them. */
export function urlsWrittenInPage(): string[] {
  const text = document.getElementById(FIRST_READS_ID)?.textContent;
  if (!text) return [];
  try {
    const urls: unknown = JSON.parse(text);
    return Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/')) : [];
  } catch {
    return [];
  }
}

/** Asks every one of `urls` now, with the token of the session signed in; nothing without one. */
export function askFirstReads(urls: readonly string[]): void {
  const token = sessionValue(SESSION_KEYS.token);
  if (!token) return;
  for (const url of urls) {
    const response = fetch(url, { headers: { 'X-Token': token } });
    // a failure is the taker's to see; one never taken must not be reported as unhandled
    response.catch(() => undefined);
    asked.set(url, { token, at: performance.now(), response });
  }
}

/**
 * Answers given some other way, asked first: the device's own render of a console page reads in-process
 * (app/pagePrerender.tsx), a page the device rendered carries the answers it was made from (lib/deviceRender.ts), and
 * the home page's reads asked together after sign-in (pageReads.ts); one at a time, as a page is only ever one of
 * these. Null passes the read on.
 */
let reader: ((url: string) => Promise<Response> | null) | null = null;

/** Installs (or with null removes) where reads are answered before anything else. */
export function answerReadsWith(read: ((url: string) => Promise<Response> | null) | null): void {
  reader = read;
}

/** The answer asked ahead for this GET, if it was asked with this token and recently; each is taken once. */
export function takeFirstRead(url: string, token: string): Promise<Response> | null {
  const answered = reader?.(url);
  if (answered) return answered;
  const entry = asked.get(url);
  if (!entry) return null;
  asked.delete(url);
  return entry.token === token && performance.now() - entry.at < FRESH_MS ? entry.response : null;
}
