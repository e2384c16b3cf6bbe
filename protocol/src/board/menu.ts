import { HOME_PAGE, HOME_PATH, SIGN_IN_PATHS } from './landing.ts';

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

/** Top menu entries (spec §2), in order. */
export const TOP_MENU = ['status', 'topo', 'onu_allow', 'vlan_mgmt', 'advanced_setting'] as const;
export type TopMenuKey = (typeof TOP_MENU)[number];

/** The advanced area (spec §2): each advanced page is at `/advanced_setting/<name>`. */
export const ADVANCED_BASE: `/${TopMenuKey}` = '/advanced_setting';
/** A page of the console's menus: a top page (the advanced area is not one) or an advanced page. */
export type PageName = Exclude<TopMenuKey, 'advanced_setting'> | AdvancedPage;

/**
 * The page a console address shows: `/main` the status home, `/<top page>`, `/advanced_setting/<page>`; null for
 * any other address. The console's router and the device's page (its preload links) both ask this.
 */
export function pageNameAt(pathname: string): PageName | null {
  const path = pathname.replace(/\/$/, '');
  if (path === HOME_PATH) return HOME_PAGE;
  const advanced = `${ADVANCED_BASE}/`;
  if (path.startsWith(advanced)) {
    const name = path.slice(advanced.length);
    return (ADVANCED_PAGES as readonly string[]).includes(name) ? (name as AdvancedPage) : null;
  }
  const name = path.slice(1);
  return name !== 'advanced_setting' && (TOP_MENU as readonly string[]).includes(name) ? (name as PageName) : null;
}

/** The console address of a page: the reverse of `pageNameAt`. */
export function pagePathOf(page: PageName): string {
  if (page === HOME_PAGE) return HOME_PATH;
  return (ADVANCED_PAGES as readonly string[]).includes(page) ? `${ADVANCED_BASE}/${page}` : `/${page}`;
}

/** The vendor account's settings screen (spec §5), outside the menus. */
export const SYS_SETTING_PATH = '/sys-setting';

/**
 * The original console's addresses of the advanced pages (`/pon_optical`, `/time`, …): bookmarks and links in old
 * notes lead to the same page under ADVANCED_BASE. Two of them (`/time`, `/alarm`) are API paths as well, so these are
 * not in consolePaths(): the device serves the console for them only to a browser asking for a page.
 */
export const LEGACY_PAGE_PATHS: readonly string[] = ADVANCED_PAGES.map((page) => `/${page}`);

/**
 * Every address the console's router owns (spec §2): sign-in, home, the top menu, each advanced page and the
 * vendor's settings. The device server answers them with the console's page, so a reload or a bookmark works.
 */
export function consolePaths(): string[] {
  return [
    ...SIGN_IN_PATHS,
    HOME_PATH,
    ...TOP_MENU.map((key) => `/${key}`),
    ...ADVANCED_PAGES.map((page) => `${ADVANCED_BASE}/${page}`),
    SYS_SETTING_PATH,
  ];
}
