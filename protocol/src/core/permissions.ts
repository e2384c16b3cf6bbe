/**
 * Who may do what, as data (the one place, like LuCI's ACL files): every endpoint belongs to a permission area, and
 * each user level may read some areas and change some. The server enforces it on every route; the console reads the
 * same table (or the session answer, USER-X1) to hide what a user may not do. Zod-free: the login page may load it.
 */

/** The permission areas. An endpoint's area follows from its path (pathAreas.ts); see `areaOf`. */
export const PERMISSION_AREAS = [
  /** signing in and out, one's own level and password: every signed-in user */
  'session',
  /** ONUs: allow and deny lists, authorise, rename, reboot, SLA, ONU ports, ONU upgrade */
  'onu',
  /** PON ports: settings, splitters, optics, LOIDs, batch configuration */
  'pon',
  /** the switch: uplinks and port settings, VLAN, MAC, protocols, ACL/QoS, routes, link aggregation */
  'switch',
  /** the system: host name, time, alarms and logs, save, reboot, backup, upgrade, diagnostics, theme */
  'system',
  /** who reaches the device: management interfaces, DNS, management ACL, services, AAA */
  'access',
  /** user accounts */
  'accounts',
  /** the audit trail (our addition) */
  'audit',
  /** the vendor's settings: feature switches, logos, company information */
  'vendor',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** User levels (api.md §2.24): 0 manufacturer, 1 diagnosis, 2 super user, 3 admin, 4 operator, 5 common. */
export const LEVEL_NAMES = ['manu', 'diag', 'super', 'admin', 'operator', 'common'] as const;
export const LEVEL = { manu: 0, diag: 1, super: 2, admin: 3, operator: 4, common: 5 } as const;

interface LevelPermissions {
  read: readonly PermissionArea[];
  write: readonly PermissionArea[];
}

const ALL = PERMISSION_AREAS;
const allBut = (...left: PermissionArea[]): PermissionArea[] => ALL.filter((a) => !left.includes(a));

/**
 * What each level may read and change. Accounts of a more privileged level (a lower number) are out of reach
 * whatever the table says (USER-03…05, server rule), and the vendor's logos and company information belong to the
 * vendor account by name (spec §6).
 */
export const LEVEL_PERMISSIONS: Readonly<Record<number, LevelPermissions>> = {
  0: { read: ALL, write: ALL },
  1: { read: ALL, write: allBut('vendor') },
  2: { read: ALL, write: allBut('vendor') },
  3: { read: ALL, write: allBut('vendor') },
  4: { read: ALL, write: ['session', 'onu', 'pon'] },
  5: { read: allBut('access', 'accounts', 'audit'), write: ['session'] },
};

/** The permissions of a level; an unknown level gets nothing but its own session. */
export function permissionsOf(level: number): LevelPermissions {
  return LEVEL_PERMISSIONS[level] ?? { read: ['session'], write: ['session'] };
}
export const mayRead = (level: number, area: PermissionArea): boolean => permissionsOf(level).read.includes(area);
export const mayWrite = (level: number, area: PermissionArea): boolean => permissionsOf(level).write.includes(area);

/**
 * The advanced pages (SYS-03 menu names) and what a level needs to see one: reading its area, or changing it for a
 * page that only acts (upgrade, device management). The device's menu answer leaves out the others.
 */
export const PAGE_PERMISSIONS: Readonly<Record<string, { area: PermissionArea; needs: 'read' | 'write' }>> = {
  running_status: { area: 'system', needs: 'read' },
  dev_mgmt: { area: 'system', needs: 'write' },
  diagonose: { area: 'system', needs: 'read' },
  aaa_mgmt: { area: 'access', needs: 'read' },
  sys_monitor: { area: 'system', needs: 'read' },
  remote_mgmt: { area: 'access', needs: 'read' },
  sys_acl: { area: 'access', needs: 'read' },
  upgrade: { area: 'system', needs: 'write' },
  time: { area: 'system', needs: 'read' },
  service: { area: 'access', needs: 'read' },
  alarm: { area: 'system', needs: 'read' },
  log: { area: 'system', needs: 'read' },
  timer_task: { area: 'system', needs: 'write' },
  user_mgmt: { area: 'session', needs: 'read' },
};

/** The area that decides whether a menu page is shown; pages not in PAGE_PERMISSIONS follow their group's area. */
const GROUP_AREAS: Readonly<Record<string, PermissionArea>> = {
  pon_mgmt: 'pon',
  onu_mgmt: 'onu',
  swport_mgmt: 'switch',
  mac_mgmt: 'switch',
  protocol_mgmt: 'switch',
  'ACL/QoS': 'switch',
  route: 'switch',
  link_aggregation: 'switch',
  system_mgmt: 'system',
};

/** Whether a level sees a menu page (`group` is the menu group holding it, if any). */
export function mayOpenPage(level: number, page: string, group?: string): boolean {
  const rule = PAGE_PERMISSIONS[page] ?? {
    area: GROUP_AREAS[group ?? page] ?? 'switch',
    needs: 'read' as const,
  };
  return rule.needs === 'read' ? mayRead(level, rule.area) : mayWrite(level, rule.area);
}
