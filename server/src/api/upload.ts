import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

/** Logo uploads and the logo files. */
export function registerUploadRoutes(_app: FastifyInstance, _svc: Services): void {}
