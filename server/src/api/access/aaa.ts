import { getAaa, setAaa } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** AAA settings (AAA-01/02): local or RADIUS sign-in. The shared secret is written, never read back. */
export function aaaRoutes(svc: Services): RouteDef[] {
  const { aaa } = svc.device;
  return [route(getAaa, () => aaa.settings()), route(setAaa, ({ param }) => aaa.set(param))];
}
