import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  SHELL_READS,
  boardMenuRoute,
  boardSystemRoute,
  hostnameRoute,
  portlistRoute,
  saveStateRoute,
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
  saveState: ['device', 'saveState'] as const,
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
  /** which read it is, for the prefetch (not a query option) */
  route: ep as Route,
});

/** How often the unsaved-state mark is read again while no /ws push can keep it current. */
export const UNSAVED_STATE_POLL_MS = 30_000;

/** The reads the shell draws from, asked ahead of the shell's first render (app/earlyStart.ts). */
const shellQueries = {
  /** Model, versions, MAC and port counts (GET /board?info=system). */
  system: sharedQuery(deviceKeys.system, boardSystemRoute),
  /** Vendor feature switches (GET /system_custom). */
  custom: sharedQuery(deviceKeys.custom, systemCustomRoute),
  /** The device name (GET /system?form=hostname). */
  hostname: sharedQuery(deviceKeys.hostname, hostnameRoute),
  /** Every switch port with its link-aggregation group (GET /switch_port?form=portlist_info). */
  ports: sharedQuery(deviceKeys.ports, portlistRoute),
  /** Company information, whose `cc_url` is the header logo's link (GET /board?info=setting_board). */
  company: sharedQuery(deviceKeys.company, settingBoardRoute),
  /** The advanced menu tree the device offers (GET /board?info=menu). */
  menu: sharedQuery(deviceKeys.menu, boardMenuRoute),
  /**
   * Whether the running configuration differs from the saved one (GET /system_save?form=state): kept current by the
   * device's pushes rather than by a cache time (app/useUnsavedState.ts).
   */
  saveState: { ...sharedQuery(deviceKeys.saveState, saveStateRoute), staleTime: UNSAVED_STATE_POLL_MS },
};

export const useSystemInfo = () => useQuery(shellQueries.system);
export const useCustomFlags = () => useQuery(shellQueries.custom);
export const useHostname = () => useQuery(shellQueries.hostname);
export const usePortList = () => useQuery(shellQueries.ports);
export const useCompanyInfo = () => useQuery(shellQueries.company);
/** The advanced menu tree the device offers (GET /board?info=menu). */
export const useDeviceMenu = () => useQuery(shellQueries.menu);
export const unsavedStateQuery = shellQueries.saveState;

/**
 * Asks the shell's reads the protocol lists (SHELL_READS, which the device also writes into the page it serves), each
 * under its query's key; the session's is asked with AuthGuard's query (lib/sessionQuery.ts).
 */
export function prefetchShellReads(client: QueryClient): Promise<unknown> {
  // the reads differ in answer type, which a prefetch does not need
  const queries: { queryKey: readonly string[]; queryFn: () => Promise<unknown>; route: Route }[] =
    Object.values(shellQueries);
  return Promise.all(
    SHELL_READS.map(({ route }) => {
      const query = queries.find((q) => q.route === route);
      return query ? client.prefetchQuery(query) : Promise.resolve();
    }),
  );
}
