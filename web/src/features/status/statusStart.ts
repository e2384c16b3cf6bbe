import type { QueryClient } from '@tanstack/react-query';
import { RECENT_ALARMS, alarmRecentRoute, timeInfoRoute } from '@olt/protocol/light';
import { call } from '../../lib/apiClient.ts';
import { statusSummaryQuery } from '../../lib/statusSummary.ts';
import { capabilitiesQuery } from '../../lib/capabilities.ts';

/**
 * The status home's first reads (protocol startReads.ts `PAGE_READS.status`) as queries, schema-free: the page's
 * registration starts them (pages.ts) and its cards read them (statusQueries.ts). Started together, the device's
 * render of the page (app/pagePrerender.tsx) has all it draws after one round of reads, and draws once.
 */
export const statusKeys = {
  time: ['time', 'info'] as const,
  traffic: ['switch_port', 'traffic'] as const,
  alarms: ['alarm', 'recent'] as const,
};

export const deviceTimeQuery = {
  queryKey: statusKeys.time,
  queryFn: () => call(timeInfoRoute),
  meta: { silent: true },
};

export const recentAlarmsQuery = {
  queryKey: statusKeys.alarms,
  queryFn: () => call(alarmRecentRoute, { query: { limit: RECENT_ALARMS } }),
  meta: { silent: true },
};

export const startStatusPage = (client: QueryClient): Promise<unknown> =>
  Promise.all([
    client.prefetchQuery(statusSummaryQuery),
    client.prefetchQuery(deviceTimeQuery),
    client.prefetchQuery(recentAlarmsQuery),
    client.prefetchQuery(capabilitiesQuery),
  ]);
