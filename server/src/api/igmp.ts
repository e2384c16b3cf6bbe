import {
  igmpConfig,
  igmpConfigSet,
  igmpDynamicDelete,
  igmpDynamicDeleteAll,
  igmpEntryPrepare,
  igmpMode,
  igmpStaticAdd,
  igmpStaticDelete,
  igmpStaticDeleteAll,
  igmpTable,
  mcMembers,
  mcOnuGroups,
  mcProgramAdd,
  mcProgramDelete,
  mcPrograms,
  mcRouterAdd,
  mcRouterDelete,
  mcUnknown,
  mcUnknownSet,
  mcViewers,
  mcVlanCreate,
  mcVlanDesc,
  mcVlanDestroy,
  mcVlanList,
} from '@olt/protocol';
import { flagged, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** IGMP on the OLT (IGMP-01…21) and what the group table tells beyond the original (members, viewers, per ONU). */
export function igmpRoutes(svc: Services): RouteDef[] {
  const { igmp } = svc.device;
  return [
    route(igmpConfig, () => igmp.config()),
    route(igmpMode, ({ param }) => {
      igmp.setMode(param.mode);
    }),
    route(igmpConfigSet, ({ param }) => {
      igmp.setConfig(flagged(param));
    }),
    route(igmpEntryPrepare, () => undefined),
    route(igmpTable, () => igmp.tableRows()),
    route(igmpStaticAdd, ({ param }) => {
      igmp.addStatic(param.multi_ip, param.vid, param.port_id);
    }),
    route(igmpStaticDelete, ({ param }) => {
      igmp.deleteStatic(param.multi_ip, param.vid);
    }),
    route(igmpDynamicDelete, ({ param }) => {
      igmp.deleteDynamic(param.multi_ip, param.vid);
    }),
    route(igmpStaticDeleteAll, () => {
      igmp.deleteAllStatic();
    }),
    route(igmpDynamicDeleteAll, () => {
      igmp.deleteAllDynamic();
    }),
    route(mcVlanList, () => igmp.mvlanList()),
    route(mcVlanCreate, ({ param }) => {
      igmp.createMvlan(param.mvlan);
    }),
    route(mcVlanDestroy, ({ param }) => {
      igmp.destroyMvlan(param.mvlan);
    }),
    route(mcVlanDesc, ({ param }) => {
      igmp.setMvlanDesc(param.mvlan, param.mvlan_desc);
    }),
    route(mcUnknown, ({ query }) => igmp.unknownPolicy(query.mvlan)),
    route(mcUnknownSet, ({ param }) => {
      igmp.setUnknownPolicy(param.mvlan, param.mc_unknown_policy);
    }),
    route(mcPrograms, ({ query }) => igmp.programs(query.mvlan)),
    route(mcProgramAdd, ({ param }) => {
      igmp.addProgram(param.mvlan, param.program_s, param.program_e, param.program_desc);
    }),
    route(mcProgramDelete, ({ param }) => {
      igmp.deleteProgram(param.mvlan, param.program_s, param.program_e);
    }),
    route(mcRouterAdd, ({ param }) => {
      igmp.setRouterPorts(param.mvlan, param.router_portlist, true);
    }),
    route(mcRouterDelete, ({ param }) => {
      igmp.setRouterPorts(param.mvlan, param.router_portlist, false);
    }),
    route(mcMembers, ({ query }) => igmp.members(query.multi_ip, query.vid)),
    route(mcViewers, () => igmp.viewers()),
    route(mcOnuGroups, ({ query }) => igmp.onuGroups(query.port_id, query.onu_id)),
  ];
}
