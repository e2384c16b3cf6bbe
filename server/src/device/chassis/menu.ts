import type { Menu, MenuEntry } from '@olt/protocol';

// a leaf carries an empty list: the family's own console walks every entry's children on each route
const leaf = (name: string): MenuEntry => ({ name, children: [] });
const group = (name: string, children: readonly string[]): MenuEntry => ({ name, children: children.map(leaf) });

/**
 * The advanced menu this device offers (SYS-03): every advanced page of spec §2, grouped as the sample device groups
 * them (screens.md §2.3), with the spec's later pages placed in the group they belong to. Names keep the device's
 * spelling (`diagonose`, `QoS`, `ARP`); the console matches them case-insensitively.
 */
export const ADVANCED_MENU: readonly MenuEntry[] = [
  leaf('running_status'),
  group('system_mgmt', [
    'dev_mgmt',
    'diagonose',
    'aaa_mgmt',
    'sys_monitor',
    'remote_mgmt',
    'sys_acl',
    'upgrade',
    'time',
    'service',
    'alarm',
    'log',
    'timer_task',
    'user_mgmt',
  ]),
  group('pon_mgmt', [
    'onu_deny',
    'sla_cfg',
    'pon_setting',
    'loid_mgmt',
    'onu_batch_upgrade',
    'onu_upgrade_status',
    'pon_optical',
    'batch_config',
  ]),
  group('onu_mgmt', ['onu_basic_info', 'onu_port_cfg', 'onu_multicast', 'onu_perf_info']),
  group('swport_mgmt', ['port_info', 'perf_info', 'stormctrl', 'mirror', 'port_optical', 'loop_detect', 'port_group']),
  group('mac_mgmt', ['mac_table', 'pon_mac', 'device_mac']),
  group('protocol_mgmt', ['rstp', 'mstp', 'igmp', 'dhcp', 'dhcp_v6']),
  group('ACL/QoS', ['time_range', 'acl_mgmt', 'packet_filter', 'QoS']),
  group('route', ['route_mgmt', 'ARP']),
  group('link_aggregation', ['manual', 'lacp']),
];

/**
 * The answer of GET /board?info=menu for a level: the pages it may open (`mayOpen`, the permission table), groups
 * left without pages dropped. A fresh copy, so no caller can change the device's menu.
 */
export function advancedMenu(mayOpen: (page: string, group?: string) => boolean = () => true): Menu {
  const menu = ADVANCED_MENU.flatMap((entry): MenuEntry[] => {
    if (!entry.children?.length) return mayOpen(entry.name) ? [leaf(entry.name)] : [];
    const children = entry.children.filter((c) => mayOpen(c.name, entry.name)).map((c) => leaf(c.name));
    return children.length > 0 ? [{ name: entry.name, children }] : [];
  });
  return { page: 'advanced', menu };
}

/** Every name in the tree, groups and pages, depth first. */
export function menuNames(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.name, ...menuNames(e.children ?? [])]);
}
