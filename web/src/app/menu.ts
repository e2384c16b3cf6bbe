import type { ComponentType } from 'react';
import { ADVANCED_PAGES, KEPT_ALIVE_PAGES, TOP_MENU, type AdvancedPage, type TopMenuKey } from '@olt/protocol';

/** What every routed page is given: its route name and its translated title. */
export interface PageProps {
  name: string;
  title: string;
}
export type PageLoader = () => Promise<ComponentType<PageProps>>;

/** A key of the `menu` dictionary naming a routed page. */
export type PageTitleKey = `top.${TopMenuKey}` | `page.${AdvancedPage}`;

export interface PageRoute {
  name: string;
  path: string;
  titleKey: PageTitleKey;
  /** the page keeps its state when the operator leaves it (spec §2) */
  keepAlive: boolean;
  page: PageLoader;
}

export const ADVANCED_BASE = '/advanced_setting';

// pages a later issue builds; until then the route says honestly that it is not in this version
const notAvailable: PageLoader = () =>
  import('../features/notAvailable/NotAvailablePage.tsx').then((m) => m.NotAvailablePage);

const top = (name: Exclude<TopMenuKey, 'advanced_setting'>, page: PageLoader): PageRoute => ({
  name,
  path: `/${name}`,
  titleKey: `top.${name}`,
  keepAlive: false,
  page,
});

const advanced = (name: AdvancedPage, page: PageLoader): PageRoute => ({
  name,
  path: `${ADVANCED_BASE}/${name}`,
  titleKey: `page.${name}`,
  keepAlive: KEPT_ALIVE_PAGES.includes(name),
  page,
});

/** The pages of the top menu; `/main` shows the status page, and the advanced area has its own table. */
export const topPages: PageRoute[] = [
  top('status', () => import('../features/status/StatusPage.tsx').then((m) => m.StatusPage)),
  top('topo', () => import('../features/topo/TopoPage.tsx').then((m) => m.TopoPage)),
  top('onu_allow', () => import('../features/onu/OnuAllowPage.tsx').then((m) => m.OnuAllowPage)),
  top('vlan_mgmt', () => import('../features/vlan/VlanPage.tsx').then((m) => m.VlanPage)),
];

/** Every page of the advanced area (spec §2), each at /advanced_setting/<name>. */
export const advancedPages: PageRoute[] = [
  advanced('running_status', notAvailable),
  advanced('dev_mgmt', notAvailable),
  advanced('diagonose', notAvailable),
  advanced('aaa_mgmt', notAvailable),
  advanced('sys_monitor', notAvailable),
  advanced('remote_mgmt', notAvailable),
  advanced('sys_acl', notAvailable),
  advanced('upgrade', notAvailable),
  advanced('user_mgmt', notAvailable),
  advanced('pon_setting', notAvailable),
  advanced('onu_deny', notAvailable),
  advanced('sla_cfg', notAvailable),
  advanced('loid_mgmt', notAvailable),
  advanced('onu_batch_upgrade', notAvailable),
  advanced('onu_basic_info', notAvailable),
  advanced('onu_port_cfg', notAvailable),
  advanced('onu_perf_info', notAvailable),
  advanced('onu_multicast', notAvailable),
  advanced('perf_info', notAvailable),
  advanced('stormctrl', notAvailable),
  advanced('pon_optical', notAvailable),
  advanced('batch_config', notAvailable),
  advanced('port_info', notAvailable),
  advanced('mac_table', notAvailable),
  advanced('pon_mac', notAvailable),
  advanced('device_mac', notAvailable),
  advanced('rstp', notAvailable),
  advanced('dhcp', notAvailable),
  advanced('time', notAvailable),
  advanced('service', notAvailable),
  advanced('alarm', notAvailable),
  advanced('log', notAvailable),
  advanced('timer_task', notAvailable),
  advanced('mirror', notAvailable),
  advanced('igmp', notAvailable),
  advanced('acl_mgmt', notAvailable),
  advanced('time_range', notAvailable),
  advanced('packet_filter', notAvailable),
  advanced('qos', notAvailable),
  advanced('route_mgmt', notAvailable),
  advanced('arp', notAvailable),
  advanced('loop_detect', notAvailable),
  advanced('manual', notAvailable),
  advanced('lacp', notAvailable),
  advanced('port_group', notAvailable),
  advanced('mstp', notAvailable),
  advanced('dhcp_v6', notAvailable),
  advanced('port_optical', notAvailable),
  advanced('onu_upgrade_status', notAvailable),
  advanced('link_aggregation', notAvailable),
];

/** The advanced page shown when the area opens and remembered when the operator leaves it (screens.md §2.3). */
export const ADVANCED_DEFAULT: AdvancedPage = 'running_status';

const isAdvancedPage = (name: string): name is AdvancedPage => (ADVANCED_PAGES as readonly string[]).includes(name);

/** The console's page for a name in the device's menu answer, which spells some in capitals (`QoS`, `ARP`). */
export function advancedPageOf(deviceName: string): AdvancedPage | null {
  const name = deviceName.toLowerCase();
  return isAdvancedPage(name) ? name : null;
}

/** The advanced page a path shows, or null outside the area. */
export function advancedPageAt(pathname: string): AdvancedPage | null {
  const prefix = `${ADVANCED_BASE}/`;
  return pathname.startsWith(prefix) ? advancedPageOf(pathname.slice(prefix.length).replace(/\/$/, '')) : null;
}

export const isAdvancedPath = (pathname: string): boolean =>
  pathname === ADVANCED_BASE || pathname.startsWith(`${ADVANCED_BASE}/`);

/** Which top menu entry a path belongs to; `/main` is the status home (spec §2). */
export function topMenuAt(pathname: string): TopMenuKey | null {
  if (pathname === '/main') return 'status';
  if (isAdvancedPath(pathname)) return 'advanced_setting';
  const name = pathname.slice(1).replace(/\/$/, '');
  return (TOP_MENU as readonly string[]).includes(name) ? (name as TopMenuKey) : null;
}

/** The cache key of a kept-alive advanced page, or null for pages that start afresh each time. */
export function keptAlivePath(pathname: string): string | null {
  const page = advancedPageAt(pathname);
  return page && KEPT_ALIVE_PAGES.includes(page) ? page : null;
}
