import { useQuery } from '@tanstack/react-query';
import {
  boardMenu,
  boardSystem,
  getHostname,
  getSettingBoard,
  portlistInfo,
  systemCustom,
  type Endpoint,
} from '@olt/protocol';
import { call } from './apiClient.ts';

/**
 * The shared state the shell loads once (screens.md §0.3) and every screen reads. Failures are silent (spec §7): a
 * screen then shows less, and a session ending is still handled by the API client.
 */
export const deviceKeys = {
  system: ['device', 'system'] as const,
  menu: ['device', 'menu'] as const,
  custom: ['device', 'custom'] as const,
  hostname: ['device', 'hostname'] as const,
  ports: ['device', 'ports'] as const,
  company: ['device', 'company'] as const,
};

/** Shared state changes only when an operator changes it, and the writing screen invalidates its key. */
const sharedQuery = <E extends Endpoint>(queryKey: readonly string[], ep: E) => ({
  queryKey,
  queryFn: () => call(ep),
  staleTime: Infinity,
  meta: { silent: true },
});

/** Model, versions, MAC and port counts (GET /board?info=system). */
export const useSystemInfo = () => useQuery(sharedQuery(deviceKeys.system, boardSystem));
/** The advanced menu tree the device offers (GET /board?info=menu). */
export const useDeviceMenu = () => useQuery(sharedQuery(deviceKeys.menu, boardMenu));
/** Vendor feature switches (GET /system_custom). */
export const useCustomFlags = () => useQuery(sharedQuery(deviceKeys.custom, systemCustom));
/** The device name (GET /system?form=hostname). */
export const useHostname = () => useQuery(sharedQuery(deviceKeys.hostname, getHostname));
/** Every switch port with its link-aggregation group (GET /switch_port?form=portlist_info). */
export const usePortList = () => useQuery(sharedQuery(deviceKeys.ports, portlistInfo));
/** Company information, whose `cc_url` is the header logo's link (GET /board?info=setting_board). */
export const useCompanyInfo = () => useQuery(sharedQuery(deviceKeys.company, getSettingBoard));
