import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@olt/protocol';
import type { Guarded } from '../auth/authorize.ts';
import type { Session } from '../auth/sessions.ts';
import { fail } from './envelope.ts';
import { headerToken, type Gate } from './dispatch.ts';

type GuardOutcome = { ok: true; session: Session } | { ok: false; envelope: Envelope<never> };

/**
 * The dispatcher's session and permission checks for a route outside the endpoint table (an upload, a download):
 * the same answers, and a refused change is heard by the audit like any other.
 */
export function guardRequest(gate: Gate, req: FastifyRequest, route: Guarded): GuardOutcome {
  const check = gate.checkToken(headerToken(req), req);
  if (!check.ok) return { ok: false, envelope: { code: check.code, message: check.message } };
  const refusal = gate.authorize(route, check.session);
  if (!refusal) return { ok: true, session: check.session };
  const envelope = fail(refusal);
  if (route.changes) {
    const attempt = { req, session: check.session, ep: null, area: route.area, params: req.query, answer: envelope };
    gate.onChange?.({ ...attempt, isDenied: true });
  }
  return { ok: false, envelope };
}
