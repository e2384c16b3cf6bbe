import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

/** The /ws websocket. */
export function registerWebSocket(_app: FastifyInstance, _svc: Services): void {}
