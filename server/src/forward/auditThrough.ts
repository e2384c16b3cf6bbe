import type { FastifyRequest } from 'fastify';
import { CODE, loginRoute, logoutRoute, type Endpoint, type Envelope } from '@olt/protocol';
import { AuditLog, auditParams, type AuditRecord } from '../store/auditLog.ts';
import type { DeviceStore } from './deviceStore.ts';
import type { SessionLookup } from './sessionLevels.ts';

const UNKNOWN_LEVEL = -1;

/**
 * The audit of what passes through this server to the device (AUD-X1/X2 on a device without ours): every change
 * attempt with the device's answer, every sign-in and every lock-out this server made. Changes made on the device
 * by other ways (its own page, its CLI) are not seen here, and the README says so.
 */
export class AuditThrough {
  readonly log: AuditLog;

  constructor(
    store: DeviceStore,
    private readonly now: () => number,
    onError: (err: unknown) => void,
  ) {
    this.log = new AuditLog(store.db, { maxRows: 100_000, maxAgeDays: 180 }, now, onError);
  }

  /** A change passed on: who (as the device named the session), what, and what the device answered. */
  change(req: FastifyRequest, ep: Endpoint, body: unknown, answer: Envelope<unknown>, who: SessionLookup | null): void {
    const session = who?.ok ? who.session : null;
    this.log.record(
      this.entry(req, ep, body, answer, {
        user: session?.name ?? '',
        level: session?.level ?? UNKNOWN_LEVEL,
        kind: ep.id === logoutRoute.id ? 'logout' : 'change',
      }),
    );
  }

  /** A sign-in with the device's answer, or one this server's lock-out refused. */
  signIn(req: FastifyRequest, name: string, body: unknown, answer: Envelope<unknown>, kind: 'login' | 'lockout'): void {
    this.log.record(
      this.entry(req, loginRoute as Endpoint, body, answer, { user: name.slice(0, 64), level: UNKNOWN_LEVEL, kind }),
    );
  }

  close(): void {
    this.log.close();
  }

  private entry(
    req: FastifyRequest,
    ep: Endpoint,
    body: unknown,
    answer: Envelope<unknown>,
    who: Pick<AuditRecord, 'user' | 'level' | 'kind'>,
  ): AuditRecord {
    const select = new URLSearchParams(ep.select).toString();
    const endpoint = [req.method, `${ep.path}${select ? `?${select}` : ''}`, ep.verb ?? ''].filter(Boolean).join(' ');
    const params = req.method === 'POST' ? (body as { param?: unknown } | undefined)?.param : req.query;
    return {
      time_ms: this.now(),
      ...who,
      address: req.ip,
      area: ep.area,
      endpoint,
      endpoint_id: ep.id,
      params: auditParams(params),
      result: answer.code === CODE.ok ? 'ok' : who.kind === 'lockout' ? 'denied' : 'failed',
      code: answer.code,
      message: answer.message.slice(0, 300),
    };
  }
}
