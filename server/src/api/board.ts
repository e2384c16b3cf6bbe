import type { RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

export function boardRoutes(_svc: Services): RouteDef[] {
  return [];
}
