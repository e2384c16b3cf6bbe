import { configDiff, configHistory, configRollback, setConfigHistory } from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** The configuration history (BAK-X2…X5, ours). */
export function historyRoutes(svc: Services): RouteDef[] {
  const history = svc.configHistory;
  return [
    route(configHistory, () => history.list()),
    route(configDiff, ({ query }) => history.diff(query.from, query.to)),
    route(configRollback, ({ param, user, req }) => {
      history.rollback(param.version_id, { user, address: req.ip });
    }),
    route(setConfigHistory, ({ param }) => {
      history.setMaxKept(param.max_kept);
    }),
  ];
}
