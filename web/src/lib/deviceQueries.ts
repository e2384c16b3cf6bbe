import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  boardMenuRoute,
  boardSystemRoute,
  hostnameRoute,
  portlistRoute,
  settingBoardRoute,
  systemCustomRoute,
  type Route,
} from '@olt/protocol/light';
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

/**
 * Shared state changes only when an operator changes it, and the writing screen invalidates its key. The routes are
 * the protocol's schema-free ones (startReads.ts), so the entry can ask them before the console's code is in.
 */
const sharedQuery = <E extends Route>(queryKey: readonly string[], ep: E) => ({
  queryKey,
  queryFn: () => call(ep),
  staleTime: Infinity,
  meta: { silent: true },
});

/** Model, versions, MAC and port counts (GET /board?info=system). */
export const useSystemInfo = () => useQuery(sharedQuery(deviceKeys.system, boardSystemRoute));
/** The advanced menu tree the device offers (GET /board?info=menu). */
export const useDeviceMenu = () => useQuery(sharedQuery(deviceKeys.menu, boardMenuRoute));
/** Vendor feature switches (GET /system_custom). */
export const useCustomFlags = () => useQuery(sharedQuery(deviceKeys.custom, systemCustomRoute));
/** The device name (GET /system?form=hostname). */
export const useHostname = () => useQuery(sharedQuery(deviceKeys.hostname, hostnameRoute));
/** Every switch port with its link-aggregation group (GET /switch_port?form=portlist_info). */
export const usePortList = () => useQuery(sharedQuery(deviceKeys.ports, portlistRoute));
/** Company information, whose `cc_url` is the header logo's link (GET /board?info=setting_board). */
export const useCompanyInfo = () => useQuery(sharedQuery(deviceKeys.company, settingBoardRoute));

/** Asks the shell's reads ahead of its first render (app/earlyStart.ts): the top bar and footer draw from them. */
export function prefetchShellReads(client: QueryClient): void {
  void client.prefetchQuery(sharedQuery(deviceKeys.system, boardSystemRoute));
  void client.prefetchQuery(sharedQuery(deviceKeys.custom, systemCustomRoute));
  void client.prefetchQuery(sharedQuery(deviceKeys.hostname, hostnameRoute));
  void client.prefetchQuery(sharedQuery(deviceKeys.ports, portlistRoute));
  void client.prefetchQuery(sharedQuery(deviceKeys.company, settingBoardRoute));
}
