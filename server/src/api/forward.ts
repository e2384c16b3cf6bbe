import { boardCapabilities, type Capabilities } from '@olt/protocol';
import { ENDPOINTS } from '@olt/protocol/reference';
import { route, type RouteDef } from '../http/dispatch.ts';

/** The simulated OLT answers every addition itself. */
const SIMULATED: Capabilities = {
  device: 'simulated',
  additions: Object.fromEntries(ENDPOINTS.filter((ep) => ep.isAddition).map((ep) => [ep.id, 'native'])),
};

export function capabilityRoutes(): RouteDef[] {
  return [route(boardCapabilities, () => SIMULATED)];
}
