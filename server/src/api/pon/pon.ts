import {
  ponModule,
  ponModules,
  ponOnuOptics,
  ponOnusOptics,
  splitterAdd,
  splitterBind,
  splitterDelete,
  splitterList,
  splitterSet,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** PON splitters (the topology) and the optics of the PON transceivers and of the ONUs as the OLT sees them. */
export function ponRoutes(svc: Services): RouteDef[] {
  const { splitters, pon } = svc.device;
  return [
    route(splitterList, ({ query }) => splitters.list(query.port_id)),
    route(splitterAdd, ({ param }) => {
      splitters.add(param.port_id, param, param.parent);
    }),
    // `parent` is not read: the console sends the splitter's own id there (api.md §6.6)
    route(splitterSet, ({ param }) => {
      splitters.set(param.port_id, param.splitter_id, param);
    }),
    route(splitterDelete, ({ param }) => {
      splitters.remove(param.port_id, param.splitter_id);
    }),
    route(splitterBind, ({ param }) => {
      splitters.bind(param.port_id, param.splitter_id, param.onulist);
    }),

    route(ponModules, () => pon.modulesList()),
    route(ponModule, ({ query }) => pon.moduleDetail(query.port_id)),
    // `polarity` picks the receiver's sampling edge on a real module; the simulated reading is the same for both
    route(ponOnuOptics, ({ query }) => pon.onuOptics(query.port_id, query.onu_id)),
    route(ponOnusOptics, ({ query }) => pon.opticsList(query.port_id)),
  ];
}
