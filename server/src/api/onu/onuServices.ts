import {
  addOnuMcVlan,
  addOnuPortVlanEntry,
  clearOnuMcVlans,
  deleteOnuMcTranslation,
  deleteOnuMcVlan,
  deleteOnuPortVlanEntry,
  onuBandwidth,
  onuBandwidthList,
  onuMcConfig,
  onuMcPorts,
  onuMcTable,
  onuMcTranslations,
  onuMcVlans,
  onuPortVlans,
  onuPorts,
  setOnuBandwidth,
  setOnuFastLeave,
  setOnuMcGroupMax,
  setOnuMcMode,
  setOnuMcTagMode,
  setOnuPort,
  setOnuPortVlan,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** What each ONU gets: upstream bandwidth (ONU-16…18), UNI ports and their VLANs (ONU-33…40), multicast (ONU-41…53). */
export function onuServiceRoutes(svc: Services): RouteDef[] {
  const { sla, onuPorts: ports, onuVlans: vlans, onuMulticast: mc } = svc.device;
  return [
    route(onuBandwidthList, ({ query }) => sla.list(query.port_id)),
    route(onuBandwidth, ({ query }) => sla.get(query.port_id, query.onu_id)),
    route(setOnuBandwidth, ({ param }) => {
      sla.set(param.port_id, param.onu_id, param);
    }),

    route(onuPorts, ({ query }) => ports.list(query.port_id, query.onu_id)),
    route(setOnuPort, ({ param }) => {
      ports.set(param.port_id, param.onu_id, param.op_id, param);
    }),
    route(onuPortVlans, ({ query }) => vlans.list(query.port_id, query.onu_id)),
    route(setOnuPortVlan, ({ param: p }) => {
      vlans.setMode(p.port_id, p.onu_id, p.op_id, p.op_vlan_mode, p.def_vlan_id, p.def_vlan_pri);
    }),
    route(addOnuPortVlanEntry, ({ param: p }) => {
      vlans.addEntry(p.port_id, p.onu_id, p.op_id, p);
    }),
    route(deleteOnuPortVlanEntry, ({ param: p }) => {
      vlans.deleteEntry(p.port_id, p.onu_id, p.op_id, p);
    }),

    route(onuMcConfig, ({ query }) => mc.config(query.port_id, query.onu_id)),
    route(setOnuMcMode, ({ param }) => {
      mc.setMode(param.port_id, param.onu_id, param.mc_mode);
    }),
    route(setOnuFastLeave, ({ param }) => {
      mc.setFastLeave(param.port_id, param.onu_id, param.fast_leave);
    }),
    route(onuMcPorts, ({ query }) => mc.ports(query.port_id, query.onu_id)),
    route(setOnuMcGroupMax, ({ param: p }) => {
      mc.setGroupMax(p.port_id, p.onu_id, p.op_id, p.group_num_max);
    }),
    route(setOnuMcTagMode, ({ param: p }) => {
      mc.setTagMode(p.port_id, p.onu_id, p.op_id, p);
    }),
    route(deleteOnuMcTranslation, ({ param: p }) => {
      mc.deleteTranslation(p.port_id, p.onu_id, p.op_id, p.svlan, p.cvlan);
    }),
    route(onuMcTranslations, ({ query: q }) => mc.translations(q.port_id, q.onu_id, q.op_id)),
    route(onuMcVlans, ({ query }) => mc.vlans(query.port_id, query.onu_id)),
    route(addOnuMcVlan, ({ param: p }) => {
      mc.addVlan(p.port_id, p.onu_id, p.op_id, p.mvlan);
    }),
    route(deleteOnuMcVlan, ({ param: p }) => {
      mc.deleteVlan(p.port_id, p.onu_id, p.op_id, p.mvlan);
    }),
    route(clearOnuMcVlans, ({ param: p }) => {
      mc.clearVlans(p.port_id, p.onu_id, p.op_id);
    }),
    route(onuMcTable, ({ query }) => mc.groups(query.port_id, query.onu_id)),
  ];
}
