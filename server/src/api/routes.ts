import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';
import { authRoutes, registerAuthExtras } from './auth.ts';
import { boardRoutes } from './board.ts';
import { systemRoutes } from './system.ts';
import { portRoutes } from './ports.ts';
import { registerUploadRoutes } from './upload.ts';
import { registerWebSocket } from './ws.ts';

/** Every endpoint of the device API, listed here so the wiring can be read in one place. */
export function allRoutes(svc: Services): RouteDef[] {
  return [...authRoutes(svc), ...boardRoutes(svc), ...systemRoutes(svc), ...portRoutes(svc)];
}

/** Routes outside the JSON envelope: uploads, images, the websocket. */
export function registerExtraRoutes(app: FastifyInstance, svc: Services): void {
  registerAuthExtras(app, svc);
  registerUploadRoutes(app, svc);
  registerWebSocket(app, svc);
}
