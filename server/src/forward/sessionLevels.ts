import { userLevel, type Envelope } from '@olt/protocol';
import type { DeviceLink } from './deviceLink.ts';
import { isOk, readEndpoint } from './deviceReads.ts';

export interface DeviceSession {
  name: string;
  level: number;
}
export type SessionLookup = { ok: true; session: DeviceSession } | { ok: false; envelope: Envelope<unknown> };

/** How long the device's word on a token is taken for: a page asks several additions at once. */
const KEPT_MS = 5_000;
const KEPT_MAX = 256;

/**
 * Who a token belongs to, as the device says (USER-02, which every signed-in user may ask): what this server
 * computes for a session is computed only for one the device accepts, at the level the device gives it.
 */
export class SessionLevels {
  private readonly kept = new Map<string, { atMs: number; lookup: Promise<SessionLookup> }>();

  constructor(
    private readonly link: DeviceLink,
    private readonly now: () => number = Date.now,
  ) {}

  of(token: string): Promise<SessionLookup> {
    const now = this.now();
    const hit = this.kept.get(token);
    if (hit && now - hit.atMs < KEPT_MS) return hit.lookup;
    const lookup = readEndpoint(this.link, userLevel, token).then((envelope): SessionLookup => {
      const data = envelope.data as { name?: unknown; level?: unknown } | undefined;
      if (!isOk(envelope) || typeof data?.level !== 'number') return { ok: false, envelope };
      return { ok: true, session: { name: typeof data.name === 'string' ? data.name : '', level: data.level } };
    });
    lookup.catch(() => this.kept.delete(token));
    if (this.kept.size >= KEPT_MAX) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(token, { atMs: now, lookup });
    return lookup;
  }

  /** The device ended the session (a logout through here): its word is no longer taken. */
  forget(token: string): void {
    this.kept.delete(token);
  }
}
