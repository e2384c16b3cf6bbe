import { accessClient, accessRules, addAccessRule, deleteAccessRule } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** The management access list (SACL-01…03) and how it sees the caller (SACL-X1). */
export function accessListRoutes(svc: Services): RouteDef[] {
  const { accessList, management } = svc.device;
  return [
    route(accessRules, () => accessList.list()),
    route(addAccessRule, ({ param, req }) => accessList.add(param, req.ip)),
    route(deleteAccessRule, ({ param, req }) => accessList.delete(param.name, req.ip)),
    route(accessClient, ({ req }) => ({
      address: req.ip,
      enforced: accessList.isEnforced() ? 1 : 0,
      ignored: svc.ignoreAccessList ? 1 : 0,
      interface: management.interfaceFor(req.ip, req.socket.localAddress ?? ''),
    })),
  ];
}
