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
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** PON splitters (the topology) and the optics of the PON transceivers and of the ONUs as the OLT sees them. */
export function ponRoutes(svc: Services): RouteDef[] {
  const olt = svc.olt;
  return [
    route(splitterList, ({ query }) => olt.splitters(query.port_id)),
    route(splitterAdd, ({ param }) => {
      olt.addSplitter(param.port_id, param, param.parent);
    }),
    // `parent` is not read: the console sends the splitter's own id there (api.md §6.6)
    route(splitterSet, ({ param }) => {
      olt.setSplitter(param.port_id, param.splitter_id, param);
    }),
    route(splitterDelete, ({ param }) => {
      olt.deleteSplitter(param.port_id, param.splitter_id);
    }),
    route(splitterBind, ({ param }) => {
      olt.bindSplitterOnus(param.port_id, param.splitter_id, param.onulist);
    }),

    route(ponModules, () => olt.ponModules()),
    route(ponModule, ({ query }) => olt.ponModuleDetail(query.port_id)),
    // `polarity` picks the receiver's sampling edge on a real module; the simulated reading is the same for both
    route(ponOnuOptics, ({ query }) => olt.ponOnuOptics(query.port_id, query.onu_id)),
    route(ponOnusOptics, ({ query }) => olt.ponOpticsList(query.port_id)),
  ];
}
