import {
  cistBridge,
  cistBridgeSet,
  cistPortSet,
  cistPorts,
  mstRegion,
  mstRegionNameSet,
  mstRevisionSet,
  mstiPortSet,
  mstiPrioritySet,
  mstiStatus,
  mstpEdgeSet,
  mstpLoopGuardSet,
  mstpMcheck,
  mstpPortStatus,
  mstpStatus,
  mstpStatusSet,
  mstpTopology,
  mstpVlanMap,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** MSTP (MSTP-01…19) and every instance's tree (our addition). */
export function mstpRoutes(svc: Services): RouteDef[] {
  const { mstp } = svc.device;
  return [
    route(mstpStatus, () => mstp.status()),
    route(mstpStatusSet, ({ param }) => {
      mstp.setStatus(param.mstp_status);
    }),
    route(mstRegion, () => mstp.region()),
    route(mstRegionNameSet, ({ param }) => {
      mstp.setRegion({ regional_name: param.regional_name });
    }),
    route(mstRevisionSet, ({ param }) => {
      mstp.setRegion({ revision_level: param.revision_level });
    }),
    route(cistBridge, () => mstp.cistBridge()),
    route(cistPorts, () => mstp.cistPorts()),
    route(cistBridgeSet, ({ param }) => {
      mstp.setCistTimes(param);
    }),
    route(cistPortSet, ({ param }) => {
      mstp.setCistPort(param);
    }),
    route(mstiPortSet, ({ param }) => {
      mstp.setMstiPort(param);
    }),
    route(mstiPrioritySet, ({ param }) => {
      mstp.setBridgePriority(param.mstid, param.bridge_prio);
    }),
    route(mstiStatus, () => mstp.instances()),
    route(mstpVlanMap, ({ param }) => {
      mstp.mapVlans(param.mstid, param.map_action, param.vlan_list);
    }),
    route(mstpPortStatus, () => mstp.portStatus()),
    route(mstpLoopGuardSet, ({ param }) => {
      mstp.setLoopGuard(param.port_id, param.loop_detect_guard);
    }),
    route(mstpEdgeSet, ({ param }) => {
      mstp.setEdge(param.port_id, param.admin_edge_port);
    }),
    route(mstpMcheck, ({ param }) => {
      mstp.mcheck(param.port_id);
    }),
    route(mstpTopology, () => mstp.topology()),
  ];
}
