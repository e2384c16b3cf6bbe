import type { PermissionArea } from './permissions.ts';
import { route, type Route, type RouteSpec } from './route.ts';

/*
 * Kept apart from permissions.ts so that the login page, which defines its few routes with their area written out,
 * does not load this table (it weighed on the login page's byte budget, README › Benchmarks). endpoint() and the
 * console's schema-free routes (consoleRoutes.ts) use it through routeAt().
 */

/**
 * The area of every path of the device API (api.md §2), and of the forms of a path that belong elsewhere, written
 * `path?key=value`. A new endpoint on a listed path needs nothing; a new path needs one line here (a test fails
 * until it has it).
 */
export const PATH_AREAS: Readonly<Record<string, PermissionArea>> = {
  '/userlogin': 'session',
  '/system_captcha': 'session',
  '/usermgmt': 'accounts',
  '/usermgmt?form=userlevel': 'session',
  '/usermgmt?form=session': 'session',
  '/usermgmt?form=modifyps': 'session',
  '/system_audit': 'audit',

  '/onu_allow_list': 'onu',
  '/onu_deny_list': 'onu',
  '/onutable': 'onu',
  '/onumgmt': 'onu',
  '/onu_bandwidth': 'onu',
  '/onu_upgrade': 'onu',
  '/onu_upload': 'onu',

  '/ponmgmt': 'pon',
  '/pon_mac': 'pon',
  '/pon_mac_table': 'pon',
  '/pon_loop_detect': 'pon',

  '/switch_port': 'switch',
  '/switch_vlan': 'switch',
  '/switch_vlanlist': 'switch',
  '/switch_vlan_pvid': 'switch',
  '/vlantable': 'switch',
  '/vlan_action': 'switch',
  '/switch_mac': 'switch',
  '/sw_mac_table': 'switch',
  '/switch_rstp': 'switch',
  '/switch_mstp': 'switch',
  '/switch_igmp': 'switch',
  '/igmp_snooping_table': 'switch',
  '/switch_dhcp': 'switch',
  '/dhcp_snooping_table': 'switch',
  '/switch_acl': 'switch',
  '/switch_pkfilter': 'switch',
  '/switch_qos': 'switch',
  '/switch_route': 'switch',
  '/arp_table': 'switch',
  '/switch_loop_detect': 'switch',
  '/switch_trunk': 'switch',
  '/switch_lacp': 'switch',
  '/switch_isolate': 'switch',

  '/board_info': 'system',
  '/board': 'system',
  '/board?info=setting_board': 'vendor',
  // a page's first reads together (SYS-X2): any session may ask; each read inside is checked against its own area
  '/board?info=page_reads': 'session',
  '/system_custom': 'vendor',
  '/system': 'system',
  '/system_lang': 'system',
  '/system_theme': 'system',
  '/time': 'system',
  '/alarm': 'system',
  '/olt_alarm.txt': 'system',
  '/olt_log.txt': 'system',
  '/olt_alarm_saved.txt': 'system',
  '/olt_device_log.txt': 'system',
  '/diagnose': 'system',
  '/system_save': 'system',
  '/timer_task': 'system',
  '/config_history': 'system',
  '/system_reboot': 'system',
  '/system_start': 'system',
  '/system_running_config': 'system',
  '/oltconfigtmp.txt': 'system',
  '/system_backup': 'system',
  '/system_restore': 'system',
  '/olt_config.cfg': 'system',
  '/system_def_config': 'system',
  '/upgrade': 'system',
  '/upgrade?type=logo': 'vendor',
  '/upgrade?type=login_logo': 'vendor',
  '/upgrade_status': 'system',

  '/system?form=outbound': 'access',
  '/system?form=outbound_v6': 'access',
  '/system?form=inbound': 'access',
  '/system?form=inbound_v6': 'access',
  '/system?form=admin': 'access',
  '/system?form=telnet_status': 'access',
  '/system?form=dns': 'access',
  '/system?form=dns_v6': 'access',
  '/switch_route?form=route_default': 'access',
  '/switch_route?form=route_default_v6': 'access',
  '/system_accesslist': 'access',
  '/system_service': 'access',
  '/snmp_cfg': 'access',
  '/system_security': 'access',
};

/**
 * The area of a path and its selecting values (`form`, `info`, `type`): a listed `path?key=value` first, then the
 * path. Throws for a path PATH_AREAS does not know, so that no endpoint is left without a rule.
 */
export function areaOf(path: string, select: Readonly<Record<string, string>> = {}): PermissionArea {
  for (const [key, value] of Object.entries(select)) {
    const area = PATH_AREAS[`${path}?${key}=${value}`];
    if (area) return area;
  }
  const area = PATH_AREAS[path];
  if (!area) throw new Error(`${path} has no permission area: add it to PATH_AREAS (protocol/src/core/pathAreas.ts)`);
  return area;
}

/** A route whose permission area, unless written out, comes from the path table. */
export function routeAt<Q = Record<string, never>, P = Record<string, never>, D = undefined>(
  spec: RouteSpec,
): Route<Q, P, D> {
  return route<Q, P, D>({ ...spec, area: spec.area ?? areaOf(spec.path, spec.select) });
}
