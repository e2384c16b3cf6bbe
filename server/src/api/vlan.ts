import {
  portDefaultVlan,
  portVlanAdd,
  portVlanAll,
  portVlanRemove,
  portVlanType,
  qinqDelete,
  qinqList,
  qinqSet,
  translationDelete,
  translationList,
  translationSet,
  vlanCreate,
  vlanDestroy,
  vlanDestroyRange,
  vlanPrepare,
  vlanRangeSetPorts,
  vlanSetDesc,
  vlanSetName,
  vlanSetPorts,
  vlanSetPvidPorts,
  vlanTable,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** An unused customer-VLAN field of a QinQ entry arrives as "" or is left out; the device keeps it as 0. */
const vlanOrZero = (value: number | '' | undefined): number => (value === '' || value === undefined ? 0 : value);

/** The VLAN table and its writes, the per-port VLAN settings, VLAN translation and QinQ (VLAN-01…21). */
export function vlanRoutes(svc: Services): RouteDef[] {
  const { vlan } = svc.device;
  return [
    // the prepare step of the two-step read (api.md §1.8): the table itself comes from /vlantable
    route(vlanPrepare, () => undefined),
    route(vlanTable, () => vlan.table()),
    route(vlanCreate, ({ param }) => {
      vlan.create(param.vlanid_s, param.vlanid_e);
    }),
    route(vlanRangeSetPorts, ({ param }) => {
      vlan.setMembers(param.vlanid_s, param.vlanid_e, param.tagged_portlist, param.untagged_portlist);
    }),
    route(vlanDestroyRange, ({ param }) => {
      vlan.destroy(param.vlanid_s, param.vlanid_e);
    }),
    route(vlanSetPorts, ({ param }) => {
      vlan.setMembers(param.vlan_id, param.vlan_id, param.tagged_portlist, param.untagged_portlist);
    }),
    route(vlanDestroy, ({ param }) => {
      vlan.destroy(param.vlan_id, param.vlan_id);
    }),
    route(vlanSetName, ({ param }) => {
      vlan.setName(param.vlan_id, param.vlan_name);
    }),
    route(vlanSetDesc, ({ param }) => {
      vlan.setDesc(param.vlan_id, param.vlan_desc);
    }),
    route(vlanSetPvidPorts, ({ param }) => {
      vlan.setDefaultPorts(param.vlan_id, param.default_vlan_portlist);
    }),

    route(portVlanAll, () => vlan.portVlans()),
    route(portVlanType, ({ param }) => {
      vlan.setPortType(param.port_id, param.port_type);
    }),
    route(portDefaultVlan, ({ param }) => {
      vlan.setPortDefault(param.port_id, param.flags, param.pvid, param.priority);
    }),
    route(portVlanAdd, ({ param }) => {
      vlan.addPortVlans(param.port_id, param.vlan_list, param.vlan_mode, param.port_type);
    }),
    route(portVlanRemove, ({ param }) => {
      vlan.removePortVlans(param.port_id, param.vlan_list, param.vlan_mode, param.port_type);
    }),

    route(translationList, () => vlan.translations()),
    route(translationSet, ({ param }) => {
      vlan.setTranslation({
        port_id: param.port_id,
        old_vlan: param.old_vlan,
        new_vlan: param.new_vlan,
        new_vlan_pri: param.new_vlan_pri,
      });
    }),
    route(translationDelete, ({ param }) => {
      vlan.deleteTranslation(param.port_id, param.old_vlan);
    }),
    route(qinqList, () => vlan.qinqs()),
    route(qinqSet, ({ param }) => {
      vlan.setQinq({
        port_id: param.port_id,
        cvlan: vlanOrZero(param.cvlan),
        cvlan_s: vlanOrZero(param.cvlan_s),
        cvlan_e: vlanOrZero(param.cvlan_e),
        svlan: param.svlan,
        svlan_pri: param.svlan_pri,
      });
    }),
    route(qinqDelete, ({ param }) => {
      vlan.deleteQinq({
        port_id: param.port_id,
        cvlan: vlanOrZero(param.cvlan),
        cvlan_s: vlanOrZero(param.cvlan_s),
        cvlan_e: vlanOrZero(param.cvlan_e),
      });
    }),
  ];
}
