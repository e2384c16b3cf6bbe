import type {
  PortInfo,
  AlarmEntry,
  CustomFlags,
  Menu,
  OnuDetail,
  OnuStatus,
  OnuTableRow,
  PonSummary,
  SystemInfo,
  TrafficSample,
  VlanRow,
  SessionInfo,
} from '@olt/protocol';
import { permissionsOf } from '@olt/protocol';

/**
 * The sample device of the console's tests, in one place: an 8-PON OLT (as the spec's sample data), its ONUs, menu,
 * flags, PON counts, alarms, traffic and factory VLAN. Kits and tests build on these instead of keeping copies.
 */

/** An ONU as `/onutable` lists it: online and authorised, named `ONU<port>/<id>` in hex, unless told otherwise. */
export function onuRow(portId: number, onuId: number, over: Partial<OnuTableRow> = {}): OnuTableRow {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    port_id: portId,
    onu_id: onuId,
    onu_name: `ONU${hex(portId)}/${hex(onuId)}`,
    macaddr: `38:3a:21:20:${hex(portId)}:${hex(onuId)}`,
    status: 'Online',
    auth_state: 1,
    register_time: '2025/03/01 10:00:00',
    last_down_time: '',
    last_down_reason: '',
    dev_type: 'SFU',
    receive_power: '-18.50',
    onu_type: 'SFU-1GE',
    rtt: '3125',
    distance: '5000',
    optical_drift: 0,
    parent: 0,
    ...over,
  };
}

/** An ONU of the shell's and the topology's samples: `status`, hanging on splitter `parent` (0 = none). */
export const onuAt = (port_id: number, onu_id: number, status: OnuStatus, parent = 0): OnuTableRow =>
  onuRow(port_id, onu_id, {
    onu_name: `ONU0${port_id}/0${onu_id}`,
    macaddr: `38:3a:21:aa:0${port_id}:0${onu_id}`,
    status,
    register_time: '2026/01/01 10:00:00',
    receive_power: '-21.5',
    parent,
  });

/** ONU-19 for a row: what the details drawer and the rename dialog read. */
export function detailOf(row: OnuTableRow): OnuDetail {
  return {
    port_id: row.port_id,
    onu_id: row.onu_id,
    llid: row.onu_id - 1,
    onu_name: row.onu_name,
    onu_desc: 'Back office',
    auth_mode: 'mac',
    auth_state: row.auth_state === 1 ? 'TRUE' : 'FALSE',
    status: row.status,
    onu_type: '',
    dev_type: row.dev_type,
    rtt: '18',
    macaddr: row.macaddr,
    loid: 'loid-1',
    password: '',
    upgrade_type: '',
    ctcver: '2.1',
    software_ver: 'V2.1.7',
    hardware_ver: 'HW1',
    vendor: 'ACME',
    sn_model: 'X-100',
    chip_model: 'C1',
    onu_chip: 'CV',
    fw_ver: '0000',
    geports: 1,
    wlan: 0,
    extmodel: 'X-100',
    distance: '5000',
  };
}

export const SAMPLE_SYSTEM: SystemInfo = {
  product_name: 'HSGQ-E08',
  sys_ver: 'I_V1.0.0_Rel',
  fw_ver: 'I_V1.0.7_Rel',
  hw_ver: 'I_V1.0.0_Rel',
  bl_ver: 'V1.0_Rel',
  macaddr: '38:3a:21:f0:01:b0',
  sn: 'SN0001',
  device_type: 1,
  ponports: 8,
  geports: 4,
  xgeports: 4,
  vendor: 'Neutral',
  build_time: '2024/03/02 10:00:00',
  size: 32,
  lic_available: 20,
  lic_total: 0,
};

/** The menu of the sample device (screens.md §2.3), trimmed to what the tests walk through. */
export const SAMPLE_MENU: Menu = {
  page: 'advanced',
  menu: [
    { name: 'running_status' },
    { name: 'system_mgmt', children: [{ name: 'dev_mgmt' }, { name: 'user_mgmt' }] },
    { name: 'pon_mgmt', children: [{ name: 'onu_deny' }, { name: 'pon_setting' }] },
    { name: 'ACL/QoS', children: [{ name: 'acl_mgmt' }, { name: 'QoS' }] },
    { name: 'vendor_extra' },
    { name: 'link_aggregation' },
  ],
};

export const SAMPLE_CUSTOM: CustomFlags = {
  custom: 0,
  hsgq: 0,
  addonu: 1,
  pon_authmode: 1,
  frpc: 0,
  captcha: 0,
  fix_lang: 0,
  mac_auth: 0,
  alarm_save: 0,
};

/** Two PONs with ONUs, the other six dark (sample ponInfo.json). */
export const SAMPLE_PONS: PonSummary[] = Array.from({ length: SAMPLE_SYSTEM.ponports }, (_, i) => ({
  port_id: i + 1,
  admin_status: 1,
  status: i < 2 ? 1 : 0,
  online: i === 0 ? 2 : i === 1 ? 1 : 0,
  offline: i === 0 ? 1 : 0,
}));

/** The ONUs behind SAMPLE_PONS. */
export const SAMPLE_ONUS: OnuTableRow[] = [
  onuAt(1, 1, 'Online'),
  onuAt(1, 2, 'Online'),
  onuAt(1, 3, 'Offline'),
  onuAt(2, 1, 'Online'),
];

export const SAMPLE_ALARMS: AlarmEntry[] = [
  { alarm_id: 21, level: 1, content: 'ONU01/03 dying gasp', time: '2026/01/02 09:30:00' },
];

// the first uplink (GE01 follows the eight PONs) carrying a little traffic
export const SAMPLE_TRAFFIC: { port_id: number; samples: TrafficSample[] }[] = [
  {
    port_id: SAMPLE_SYSTEM.ponports + 1,
    samples: [
      { time_ms: 1_767_340_800_000, inbound_bps: 4_000_000, outbound_bps: 900_000 },
      { time_ms: 1_767_340_805_000, inbound_bps: 4_200_000, outbound_bps: 1_100_000 },
    ],
  },
];

/** The factory VLAN: every port untagged in VLAN 1 (per-port settings, translations and QinQ are left empty). */
export const SAMPLE_VLANS: VlanRow[] = [
  {
    vlan_id: 1,
    vlan_name: 'VLAN1',
    vlan_desc: 'default',
    tagged_portlist: ' ',
    untagged_portlist: '1-16',
    default_vlan_portlist: '1-16',
  },
];

/** A session as USER-X1 answers it: the factory account (level 2) with its password already changed. */
export function sessionInfo(level = 2, over: Partial<SessionInfo> = {}): SessionInfo {
  const { read, write } = permissionsOf(level);
  return {
    name: 'root',
    level,
    must_change_password: 0,
    password_change_reason: '',
    auth: 'local',
    read: [...read],
    write: [...write],
    ...over,
  };
}

/** A GE uplink as the port table reads it: up, 1000M full duplex, no limits, in no trunk. */
export const samplePort = (port_id: number, more: Partial<PortInfo> = {}): PortInfo => ({
  port_id,
  admin_status: 1,
  link_status: 1,
  auto_neg: 1,
  speed: '1000M',
  duplex: 1,
  flow_ctrl: 0,
  mtu: 1500,
  media: 'copper',
  pvid: 1,
  port_desc: '',
  erate: 0,
  irate: 0,
  link_aggregation: 0,
  ...more,
});
