import { DeviceLogArea } from './deviceLog/deviceLogArea.ts';
import type { PortCounts } from '@olt/protocol';
import { AlarmsArea } from './alarms/alarmsArea.ts';
import { ChassisArea } from './chassis/chassisArea.ts';
import { Configuration, type ConfigOf } from './configuration.ts';
import type { DeviceEvents } from './kernel/events.ts';
import { Kernel } from './kernel/kernel.ts';
import { OnusArea } from './onus/onusArea.ts';
import { PonArea } from './pon/ponArea.ts';
import { PortTable } from './ports/portTable.ts';
import { PortsArea } from './ports/portsArea.ts';
import { StormArea } from './ports/stormArea.ts';
import { MirrorArea } from './ports/mirrorArea.ts';
import { UplinkOpticsArea } from './ports/uplinkOptics.ts';
import { LoopDetectArea } from './ports/loopDetectArea.ts';
import { Simulation } from './simulation.ts';
import { SplittersArea } from './splitters/splittersArea.ts';
import { VlanArea } from './vlan/vlanArea.ts';
import { LoidArea } from './loid/loidArea.ts';
import { SlaArea } from './sla/slaArea.ts';
import { PonGuardArea } from './ponGuard/ponGuardArea.ts';
import { OnuPortsArea } from './onuPorts/onuPortsArea.ts';
import { OnuVlansArea } from './onuPorts/onuVlansArea.ts';
import { OnuMulticastArea } from './onuMulticast/onuMulticastArea.ts';
import { HguArea } from './hgu/hguArea.ts';
import { OnuStatsArea } from './onuStats/onuStatsArea.ts';
import { FirmwareArea } from './firmware/firmwareArea.ts';
import { OPTICS_DEFAULTS, OpticsArea, type OpticsOptions } from './optics/opticsArea.ts';
import { ManagementArea } from './management/managementArea.ts';
import { AccessListArea } from './management/accessListArea.ts';
import { ServicesArea } from './services/servicesArea.ts';
import { AaaArea } from './aaa/aaaArea.ts';
import { MstpArea } from './stp/mstpArea.ts';
import { StpArea } from './stp/stpArea.ts';
import { IgmpArea } from './igmp/igmpArea.ts';
import { MaintenanceArea } from './maintenance/maintenanceArea.ts';
import { MacArea } from './mac/macArea.ts';
import { AclArea } from './acl/aclArea.ts';
import { FilterArea } from './filter/filterArea.ts';
import { QosArea } from './qos/qosArea.ts';
import { RouteArea } from './route/routeArea.ts';
import { DiagnoseArea } from './diagnose/diagnoseArea.ts';
import { LagArea } from './lag/lagArea.ts';
import { PortGroupArea } from './portGroup/portGroupArea.ts';
import { TimerTaskArea } from './timerTask/timerTaskArea.ts';
import { DhcpArea } from './dhcp/dhcpArea.ts';
import { Dhcpv6Area } from './dhcp/dhcpv6Area.ts';

export interface DeviceOptions {
  ponPorts: number;
  gePorts?: number;
  xgePorts?: number;
  /** everything random derives from it, so a run repeats */
  seed: number;
  /** the real clock; simulated time follows it at `simSpeed` */
  now: () => number;
  /** 1 = real time (`--sim-speed`) */
  simSpeed?: number;
  /** where the device reports alarms and ONU changes; a new emitter when left out */
  events?: DeviceEvents;
  /** the optical history's sampling period and drift threshold (server options) */
  optics?: Partial<OpticsOptions>;
  /** hosts of a flat layer-2 network beyond the uplinks, learnt there like the routers (`--upstream-hosts`) */
  upstreamHosts?: number;
}

/** The ONUs a PON can hold; the chassis load is the share of this capacity online. */
const ONUS_PER_PON = 64;

/**
 * The composition root of the simulated OLT: its areas, each built once from the ones it depends on. The object
 * returned by `areasOf` is the one list of areas: its order is the order their configuration loads and their
 * simulation steps run. To add an area, build it here and add it to that object (server/README.md).
 */
function areasOf(k: Kernel, counts: Required<PortCounts>, optics: OpticsOptions) {
  const table = new PortTable(counts);
  const vlan = new VlanArea(k, table);
  const pon = new PonArea(k, table);
  const loid = new LoidArea(k, pon);
  const onus = new OnusArea(k, pon, loid);
  loid.attach(onus);
  const ports = new PortsArea(k, table, pon, vlan, (id) => onus.onlineCount(id));
  const splitters = new SplittersArea(k, pon, onus);
  const load = () => Math.min(1, onus.onlineTotal() / (pon.ids.length * ONUS_PER_PON));
  const chassis = new ChassisArea(k, counts, load);
  const alarms = new AlarmsArea(k);
  // built after the areas above, so the random streams they fork stay what they were
  const sla = new SlaArea(k, pon, onus);
  const ponGuard = new PonGuardArea(k, pon, onus);
  const onuPorts = new OnuPortsArea(k, onus, ponGuard);
  const onuVlans = new OnuVlansArea(k, pon, onus);
  const onuMulticast = new OnuMulticastArea(k, onus);
  const hgu = new HguArea(k, pon, onus);
  const onuStats = new OnuStatsArea(k, onus, sla, onuPorts);
  const firmware = new FirmwareArea(k, pon, onus);
  const opticsArea = new OpticsArea(k, pon, onus, optics);
  const management = new ManagementArea(k, vlan);
  const accessList = new AccessListArea(k);
  const services = new ServicesArea(k);
  const aaa = new AaaArea(k);
  const stp = new StpArea(k, table, chassis);
  const mstp = new MstpArea(k, table, chassis, stp, ports);
  const igmp = new IgmpArea(k, table, vlan, onus, onuMulticast);
  const maintenance = new MaintenanceArea(k, chassis);
  const mac = new MacArea(k, table, pon, onus, vlan, chassis, management);
  const acl = new AclArea(k, () => chassis.clock.now());
  const filter = new FilterArea(k, table, ports, acl, onus, pon, vlan);
  const qos = new QosArea(k, table, ports);
  const route = new RouteArea(k, table, management, mac);
  const diagnose = new DiagnoseArea(k, route);
  const storm = new StormArea(k, table, ports);
  const uplinkOptics = new UplinkOpticsArea(k, table);
  const loopDetect = new LoopDetectArea(k, table, onus, ports);
  // a blocked ONU carries nothing until it is recovered
  onuStats.holdWhile((onu) => loopDetect.isBlocked('pon', onu.portId, onu.onuId));
  const mirror = new MirrorArea(k, table, ports);
  const lag = new LagArea(k, table, vlan, () => chassis.baseMac);
  ports.addUplinkGate((id) => lag.carries(id));
  lag.hashFlowsOf(() => filter.allFlows());
  ports.spreadTrunksBy((trunkId, members) => lag.memberShares(trunkId, members));
  const portGroup = new PortGroupArea(k, table, ports, pon, (id) => onus.onlineCount(id));
  const timerTask = new TimerTaskArea(k, () => chassis.clock.now(), pon, onus);
  const dhcp = new DhcpArea(k, table, onus, vlan, management, route, chassis, mac);
  const dhcpv6 = new Dhcpv6Area(k, table, onus, vlan, pon, chassis, mac, () => dhcp.dhcpv6());
  const deviceLog = new DeviceLogArea(k);
  return {
    chassis,
    ports,
    // before vlan: a trunk's members must share their VLAN settings, so the trunks load first
    lag,
    pon,
    vlan,
    loid,
    onus,
    splitters,
    alarms,
    sla,
    ponGuard,
    onuPorts,
    onuVlans,
    onuMulticast,
    hgu,
    onuStats,
    firmware,
    optics: opticsArea,
    management,
    accessList,
    services,
    aaa,
    stp,
    mstp,
    igmp,
    maintenance,
    mac,
    acl,
    filter,
    qos,
    route,
    diagnose,
    storm,
    uplinkOptics,
    loopDetect,
    mirror,
    portGroup,
    timerTask,
    dhcp,
    dhcpv6,
    deviceLog,
  };
}

type DeviceAreas = ReturnType<typeof areasOf>;
/** Everything an operator configures on the device, as one JSON-serialisable object of sections. */
export type OltConfig = ConfigOf<DeviceAreas>;

export type Device = DeviceAreas & {
  readonly kernel: Kernel;
  readonly events: DeviceEvents;
  readonly counts: Required<PortCounts>;
  readonly config: Configuration<OltConfig>;
  readonly simulation: Simulation;
};

/** Builds the simulated OLT in its factory state. It changes only through its areas' methods and the simulation. */
export function buildDevice(options: DeviceOptions): Device {
  const k = new Kernel(options);
  const counts = { ponports: options.ponPorts, geports: options.gePorts ?? 4, xgeports: options.xgePorts ?? 2 };
  const areas = areasOf(k, counts, { ...OPTICS_DEFAULTS, ...options.optics });
  const list = Object.values(areas);
  return {
    ...areas,
    kernel: k,
    events: k.events,
    counts,
    config: new Configuration<OltConfig>(k, areas),
    simulation: new Simulation(k, list),
  };
}
