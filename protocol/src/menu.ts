/**
 * The advanced area's pages (spec §2) and the groups the device's menu answer puts them in (screens.md §2.3).
 * Route names are the device's, matched case-insensitively (`QoS` → `qos`).
 */
export const ADVANCED_PAGES = [
  'running_status',
  'dev_mgmt',
  'diagonose',
  'aaa_mgmt',
  'sys_monitor',
  'remote_mgmt',
  'sys_acl',
  'upgrade',
  'user_mgmt',
  'pon_setting',
  'onu_deny',
  'sla_cfg',
  'loid_mgmt',
  'onu_batch_upgrade',
  'onu_basic_info',
  'onu_port_cfg',
  'onu_perf_info',
  'onu_multicast',
  'perf_info',
  'stormctrl',
  'pon_optical',
  'batch_config',
  'port_info',
  'mac_table',
  'pon_mac',
  'device_mac',
  'rstp',
  'dhcp',
  'time',
  'service',
  'alarm',
  'log',
  'timer_task',
  'mirror',
  'igmp',
  'acl_mgmt',
  'time_range',
  'packet_filter',
  'qos',
  'route_mgmt',
  'arp',
  'loop_detect',
  'manual',
  'lacp',
  'port_group',
  'mstp',
  'dhcp_v6',
  'port_optical',
  'onu_upgrade_status',
  'link_aggregation',
] as const;
export type AdvancedPage = (typeof ADVANCED_PAGES)[number];

/** Pages whose state is kept when the operator leaves them (spec §2). */
export const KEPT_ALIVE_PAGES: readonly AdvancedPage[] = [
  'pon_setting',
  'onu_deny',
  'sla_cfg',
  'loid_mgmt',
  'onu_batch_upgrade',
  'onu_basic_info',
  'onu_port_cfg',
  'onu_perf_info',
  'onu_multicast',
  'perf_info',
  'stormctrl',
  'pon_optical',
];

/** Top menu entries (spec §2), in order. */
export const TOP_MENU = ['status', 'topo', 'onu_allow', 'vlan_mgmt', 'advanced_setting'] as const;
export type TopMenuKey = (typeof TOP_MENU)[number];
