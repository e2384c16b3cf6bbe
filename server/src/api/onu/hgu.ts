import {
  addOnuWan,
  addPonWan,
  clearOnuWans,
  clearOnuWlan,
  clearPonVlanProfile,
  clearPonWans,
  deleteOnuWan,
  onuWans,
  onuWanSummary,
  onuWlan,
  ponVlanProfiles,
  ponWlanTable,
  setOnuWlan,
  setPonVlanProfile,
  setPonWlan,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** Home gateways' WLAN and WAN (ONU-25…32), and the per-PON batch configuration (BAT-01…07). */
export function hguRoutes(svc: Services): RouteDef[] {
  const { hgu, onuVlans } = svc.device;
  return [
    route(onuWlan, ({ query }) => hgu.wlanOf(query.port_id, query.onu_id)),
    route(setOnuWlan, ({ param }) => {
      hgu.setRadio(param.port_id, param.onu_id, param);
    }),
    route(clearOnuWlan, ({ param }) => {
      hgu.setRadio(param.port_id, param.onu_id, { mode: param.mode, encrypt: 0, ssid: '', password: '' }, true);
    }),
    route(onuWans, ({ query }) => hgu.wans(query.port_id, query.onu_id)),
    route(addOnuWan, ({ param }) => {
      hgu.addWan(param.port_id, param.onu_id, param);
    }),
    route(deleteOnuWan, ({ param }) => {
      hgu.deleteWan(param.port_id, param.onu_id, param.index, param.name);
    }),
    route(clearOnuWans, ({ param }) => {
      hgu.clearWans(param.port_id, param.onu_id);
    }),
    route(onuWanSummary, ({ query }) => hgu.wanSummary(query.port_id)),

    route(ponVlanProfiles, ({ query }) => onuVlans.profileList(query.port_id)),
    route(setPonVlanProfile, ({ param: p }) => {
      onuVlans.setProfile(p.port_id, p.pid, p.mode, p.vlan_id);
    }),
    route(clearPonVlanProfile, ({ param: p }) => {
      onuVlans.clearProfile(p.port_id, p.pid, p.mode, p.vlan_id);
    }),
    route(ponWlanTable, ({ query }) => hgu.wlanTable(query.port_id)),
    route(setPonWlan, ({ param }) => hgu.setPonRadio(param.port_id, param.onu_id, param)),
    route(addPonWan, ({ param }) => hgu.addPonWan(param.port_id, param.onu_id, param)),
    route(clearPonWans, ({ param }) => hgu.clearPonWans(param.port_id, param.onu_id)),
  ];
}
