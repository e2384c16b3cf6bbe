import { useQuery } from '@tanstack/react-query';
import { portlistInfo, trafficMonitorAll } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { PON_POLL_MS } from '../../lib/ponSummary.ts';
import { deviceTimeQuery, recentAlarmsQuery, statusKeys } from './statusStart.ts';

/** The original re-read the PON and port lists every 5 s (api.md §1.13); the other live panels keep that pace. */
const STATUS_POLL_MS = PON_POLL_MS;
/** The device clock ticks locally; a re-read now and then corrects the drift. */
const TIME_POLL_MS = 60_000;

// a poll that fails shows in its own card; a toast every five seconds would bury the page. An answer is good for one
// period: a page that opens with one just read (the entry asks the first reads, lib/firstReads.ts) does not ask again
const live = { refetchInterval: STATUS_POLL_MS, staleTime: STATUS_POLL_MS, meta: { silent: true } };

/** Every port with admin and link state; shares the shell's cache, so names and LAGs stay current everywhere. */
export const useLivePortList = () =>
  useQuery({ queryKey: deviceKeys.ports, queryFn: () => call(portlistInfo), ...live });

export const useDeviceTime = () =>
  useQuery({ ...deviceTimeQuery, refetchInterval: TIME_POLL_MS, staleTime: TIME_POLL_MS });

/** The traffic series (about 90 KB): asked for only once the page has painted (`enabled`), so it never delays it. */
export const useTraffic = (enabled: boolean) =>
  useQuery({ queryKey: statusKeys.traffic, queryFn: () => call(trafficMonitorAll), enabled, ...live });

export const useRecentAlarms = (enabled = true) => useQuery({ ...recentAlarmsQuery, ...live, enabled });
