import type { FastifyRequest } from 'fastify';
import { logout, type Envelope, type PermissionArea } from '@olt/protocol';
import { auditParams, type AuditLog, type AuditRecord } from '../store/auditLog.ts';
import type { ChangeAttempt } from './dispatch.ts';

const SELECT_KEYS = ['form', 'info', 'type'] as const;

/** `POST /usermgmt?form=userlist add`: the method, the path with its selecting value, and the verb. */
export function endpointText(req: FastifyRequest): string {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const select = SELECT_KEYS.filter((k) => typeof query[k] === 'string').map((k) => `${k}=${String(query[k])}`);
  const path = `${req.url.split('?')[0] ?? ''}${select.length ? `?${select.join('&')}` : ''}`;
  const verb = (req.body as { method?: unknown } | undefined)?.method;
  return [req.method, path, typeof verb === 'string' ? verb : ''].filter(Boolean).join(' ').slice(0, 200);
}

const resultOf = (answer: Envelope<unknown>, isDenied: boolean): AuditRecord['result'] =>
  answer.code === 1 ? 'ok' : isDenied ? 'denied' : 'failed';

/** The dispatcher's `onChange`: every change attempt with a session becomes an audit entry. */
export function auditChanges(audit: AuditLog, now: () => number): (attempt: ChangeAttempt) => void {
  return ({ req, session, ep, area, params, answer, isDenied }) => {
    audit.record({
      time_ms: now(),
      user: session.user,
      level: session.level,
      address: req.ip,
      kind: ep?.id === logout.id ? 'logout' : 'change',
      area,
      endpoint: endpointText(req),
      endpoint_id: ep?.id ?? '',
      params: auditParams(params),
      result: resultOf(answer, isDenied),
      code: answer.code,
      message: answer.message.slice(0, 300),
    });
  };
}

/** A sign-in attempt or a lock-out it caused. */
export function auditSignIn(
  audit: AuditLog,
  now: () => number,
  entry: {
    req: FastifyRequest;
    user: string;
    level: number;
    kind: 'login' | 'lockout';
    result: AuditRecord['result'];
    answer: Envelope<unknown>;
    area?: PermissionArea;
  },
): void {
  const { req, answer } = entry;
  const params = (req.body as { param?: unknown } | undefined)?.param;
  audit.record({
    time_ms: now(),
    user: entry.user.slice(0, 64),
    level: entry.level,
    address: req.ip,
    kind: entry.kind,
    area: entry.area ?? 'session',
    endpoint: endpointText(req),
    endpoint_id: 'AUTH-01',
    params: auditParams(params),
    result: entry.result,
    code: answer.code,
    message: answer.message.slice(0, 300),
  });
}
