import { LOG_MODULES, type LogModule } from '@olt/protocol';

/**
 * The module of every area of the device (device.ts), by the area's name: the lines an area writes while it steps
 * belong there. A new area without a line here falls back to its alarm id's module (a test lists the areas).
 */
export const AREA_MODULES: Readonly<Record<string, LogModule>> = {
  chassis: 'system',
  ports: 'port',
  lag: 'port',
  pon: 'pon',
  vlan: 'vlan',
  loid: 'onu',
  onus: 'onu',
  splitters: 'pon',
  alarms: 'alarm',
  sla: 'onu',
  ponGuard: 'pon',
  onuPorts: 'onu',
  onuVlans: 'onu',
  onuMulticast: 'igmp',
  hgu: 'onu',
  onuStats: 'onu',
  firmware: 'onu',
  optics: 'onu',
  management: 'system',
  accessList: 'user',
  services: 'system',
  aaa: 'user',
  stp: 'stp',
  mstp: 'stp',
  igmp: 'igmp',
  maintenance: 'system',
  mac: 'port',
  acl: 'acl',
  filter: 'acl',
  qos: 'port',
  route: 'route',
  diagnose: 'system',
  storm: 'port',
  uplinkOptics: 'port',
  loopDetect: 'port',
  mirror: 'port',
  portGroup: 'port',
  timerTask: 'system',
  dhcp: 'dhcp',
  dhcpv6: 'dhcp',
  deviceLog: 'system',
};

/**
 * The module of a request's path, first matching prefix first (`/switch_vlan` before `/switch`): the lines an
 * operator's change writes belong there.
 */
const PATH_MODULES: readonly (readonly [string, LogModule])[] = [
  ['/onu', 'onu'],
  ['/pon', 'pon'],
  ['/switch_vlan', 'vlan'],
  ['/vlan', 'vlan'],
  ['/switch_rstp', 'stp'],
  ['/switch_mstp', 'stp'],
  ['/switch_igmp', 'igmp'],
  ['/igmp', 'igmp'],
  ['/switch_dhcp', 'dhcp'],
  ['/dhcp', 'dhcp'],
  ['/switch_acl', 'acl'],
  ['/switch_pkfilter', 'acl'],
  ['/switch_route', 'route'],
  ['/arp', 'route'],
  ['/switch', 'port'],
  ['/sw_mac', 'port'],
  ['/userlogin', 'user'],
  ['/usermgmt', 'user'],
  ['/system_security', 'user'],
  ['/system_accesslist', 'user'],
  ['/alarm', 'alarm'],
];

export function moduleOfPath(path: string): LogModule {
  return PATH_MODULES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'system';
}

/** The alarm id's area (alarmLog.ts ALARM_ID): 0x1xxx system, 0x2xxx ONU, 0x3xxx PON, 0x4xxx switch ports. */
const ALARM_RANGE_MODULES: Readonly<Record<number, LogModule>> = { 1: 'system', 2: 'onu', 3: 'pon', 4: 'port' };

/** The module of a line: who wrote it (an area or a module), else its alarm id's area, else the system. */
export function moduleOfLine(source: string | null, alarmId: number): LogModule {
  if (source !== null) {
    const named = LOG_MODULES.find((m) => m === source) ?? AREA_MODULES[source];
    if (named) return named;
  }
  return ALARM_RANGE_MODULES[alarmId >> 12] ?? 'system';
}
