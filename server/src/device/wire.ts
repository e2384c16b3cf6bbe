/**
 * The shapes the device answers with, field for field as api.md gives them (snake_case wire names, numbers as
 * numbers, `receive_power` as numeric text). Scripts written for real OLTs read these, so they are not ours to
 * rename. The protocol package may later describe the same shapes with zod; they are structurally identical.
 */

/** ONU statuses as spec §3 spells them; only `Online` counts as online in the console. */
export const ONU_STATUSES = ['Initial', 'Offline', 'Register', 'Auth-Fail', 'Unauth', 'Auth Limit', 'Online'] as const;
export type OnuStatus = (typeof ONU_STATUSES)[number];

export type DevType = 'SFU' | 'HGU';

/** One ONU of ONU-01 (`/onu_allow_list?port_id=N`). */
export interface OnuRow {
  port_id: number;
  onu_id: number;
  onu_name: string;
  macaddr: string;
  status: OnuStatus;
  /** 1 = authorised */
  auth_state: 0 | 1;
  /** `YYYY/MM/DD hh:mm:ss`, "" when it never registered */
  register_time: string;
  /** `YYYY/MM/DD hh:mm:ss`, "" when it never went down */
  last_down_time: string;
  last_down_reason: string;
  dev_type: DevType;
  /** dBm as numeric text, e.g. "-21.43" */
  receive_power: string;
}

/** One ONU of ONU-03 (`/onutable`): the row plus the splitter it hangs on (0 = none). */
export interface OnuTableRow extends OnuRow {
  parent: number;
}

/** ONU-19 `base-info`. `auth_state` is "TRUE"/"FALSE" here, unlike the lists (api.md §6.3). */
export interface OnuDetail {
  port_id: number;
  onu_id: number;
  llid: number;
  onu_name: string;
  onu_desc: string;
  auth_mode: string;
  auth_state: 'TRUE' | 'FALSE';
  status: OnuStatus;
  onu_type: string;
  dev_type: DevType;
  rtt: string;
  macaddr: string;
  loid: string;
  password: string;
  upgrade_type: string;
  ctcver: string;
  software_ver: string;
  hardware_ver: string;
  vendor: string;
  sn_model: string;
  chip_model: string;
  onu_chip: string;
  fw_ver: string;
  geports: number;
  wlan: number;
}

/** ONU-22 / OPT-03: readings as text with units (the misspelt `work_temprature` is the device's). */
export interface OpticalReading {
  work_temprature: string;
  work_voltage: string;
  transmit_bias: string;
  transmit_power: string;
  receive_power: string;
}

/** OPT-04: one ONU of a PON with its own optical reading. */
export interface OnuOpticsRow extends OpticalReading {
  port_id: number;
  onu_id: number;
  onu_name: string;
  macaddr: string;
}

/** ONU-12. `onu_id` is the entry's slot in the PON's deny list. */
export interface DenyRow {
  port_id: number;
  onu_id: number;
  macaddr: string;
  /** registration attempts since the MAC was denied */
  retry: number;
  onu_name: string;
  reason: string;
}

/** SYS-13 `board?info=pon`. */
export interface PonSummary {
  port_id: number;
  /** 1 = the PON is up (transmitting, with ONUs online) */
  status: 0 | 1;
  online: number;
  offline: number;
}

/** PON-01. */
export interface PonSetting {
  port_id: number;
  /** 0 automatic, 1 manual authorisation */
  auth_type: number;
  /** 0 MAC, 1 LOID, 2 LOID+password, 3 hybrid */
  auth_mode: number;
  p2p_flag: number;
  rogue_mode: number;
  add_deny_flag: number;
  lb_onu_mode: number;
  opt_min: number;
  opt_min_action: number;
  opt_max: number;
  opt_max_action: number;
  optstate: number;
}

/** PON-12. `parent` 0 = first level, directly under the PON. */
export interface Splitter {
  port_id: number;
  splitter_id: number;
  name: string;
  description: string;
  parent: number;
}

/** VLAN-02 row; `lag<n>_portlist` keys appear when link-aggregation groups exist. */
export interface VlanRow {
  vlan_id: number;
  vlan_name: string;
  vlan_desc: string;
  tagged_portlist: string;
  untagged_portlist: string;
  default_vlan_portlist: string;
  [lagKey: `lag${number}_portlist`]: string;
}

/** VLAN-11. */
export interface PortVlan {
  port_id: number;
  /** 1 access, 2 trunk, 3 hybrid */
  port_type: number;
  pvid: number;
  priority: number;
  tagged_vlan: string;
  untagged_vlan: string;
  link_aggregation: number;
}

/** VLAN-16. `new_vlan_pri` 255 = priority unchanged. */
export interface VlanTranslation {
  port_id: number;
  old_vlan: number;
  new_vlan: number;
  new_vlan_pri: number;
}

/** VLAN-19. Either `cvlan` or the range `cvlan_s`–`cvlan_e` is set, the others are 0; `svlan_pri` 255 = none. */
export interface QinqEntry {
  port_id: number;
  cvlan: number;
  cvlan_s: number;
  cvlan_e: number;
  svlan: number;
  svlan_pri: number;
}

/** PORT-04. */
export interface PortCounterRow {
  port_id: number;
  rx_octets: number;
  rx_frame: number;
  rx_error_frame: number;
  rx_discard_frame: number;
  tx_octets: number;
  tx_frame: number;
  tx_discard_frame: number;
  tx_error_frame: number;
}

/** The per-direction counters of PORT-05, without the `rx_`/`tx_` prefix. */
export const COUNTER_NAMES = [
  'octets',
  'frame',
  'unicast_frame',
  'broadcast_frame',
  'multicast_frame',
  'discard_frame',
  'error_frame',
  'oversize_frame',
  'frame_64',
  'frame_127',
  'frame_255',
  'frame_511',
  'frame_1023',
  'frame_1518',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

/** PORT-05: `port_id` and every counter for both directions, e.g. `rx_octets`, `tx_frame_64`. */
export type PortCounters = { port_id: number } & Record<`rx_${CounterName}` | `tx_${CounterName}`, number>;

/** SYS-12. */
export interface CpuUsage {
  cpu_usage: number;
  memory_usage: number;
}

/** One point of a port's traffic chart; rates in bits per second. */
export interface TrafficSample {
  time_ms: number;
  inbound_bps: number;
  outbound_bps: number;
}

/** OPT-01: one PON transceiver. */
export interface ModuleSummary {
  port_id: number;
  portstate: number;
  mstate: number;
  work_temprature: string;
  work_voltage: string;
  transmit_bias: string;
  transmit_power: string;
}

/** A module threshold name, e.g. `temp_high_alarm`, `rxpwr_low_warning`. */
export type ThresholdName = `${'temp' | 'vol' | 'bias' | 'txpwr' | 'rxpwr'}_${'high' | 'low'}_${'alarm' | 'warning'}`;

/** OPT-02: the summary plus the module's static data and its alarm and warning thresholds (numbers). */
export type ModuleDetail = ModuleSummary & ModuleData & Record<ThresholdName, number>;

interface ModuleData {
  mtype: number;
  vendor_name: string;
  vendor_oui: string;
  vendor_rev: string;
  vendor_pn: string;
  vendor_sn: string;
  date_code: string;
  vendor_specific: number[];
  module_type: string;
  fiber_type: string;
  identifier: string;
  connector: string;
  encoding: string;
  max_distance: number;
  wave_length: number;
  cc_base: number;
}
