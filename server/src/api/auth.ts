import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

export function authRoutes(_svc: Services): RouteDef[] {
  return [];
}

/** Captcha images. */
export function registerAuthExtras(_app: FastifyInstance, _svc: Services): void {}
