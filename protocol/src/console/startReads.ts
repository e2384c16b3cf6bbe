import { RECENT_ALARMS, alarmRecentRoute } from '../alarm/light.ts';
import { capabilitiesRoute } from '../forward/light.ts';
import type { PageName } from '../board/index.ts';
import { boardMenuRoute, boardSystemRoute, settingBoardRoute, systemCustomRoute } from '../board/light.ts';
import { type Route, endpointUrl } from '../core/route.ts';
import { ONU_TABLE_LIMIT, onuSearchRoute } from '../onu/light.ts';
import { statusSummaryRoute } from '../pon/light.ts';
import { portlistRoute } from '../ports/light.ts';
import { hostnameRoute, saveStateRoute, timeInfoRoute } from '../system/light.ts';
import { sessionInfoRoute } from '../users/light.ts';

/**
 * What a console page reads first: the shell's reads and each page's own, composed from the areas' schema-free routes.
 * The device writes their URLs into the page it serves and answers them together after sign-in (SYS-X2).
 */

/** A read a page starts with: an endpoint and its query. */
interface FirstRead {
  readonly route: Route;
  readonly query?: Readonly<Record<string, string | number>>;
}

/**
 * What every console page reads before it can draw: the session (permissions), the shell's top bar and footer, the
 * menu the device offers and whether the configuration is unsaved (the top bar's mark). The device's render of a page
 * then has all it needs after one round of reads instead of two.
 */
export const SHELL_READS: readonly FirstRead[] = [
  { route: sessionInfoRoute },
  { route: boardSystemRoute },
  { route: systemCustomRoute },
  { route: hostnameRoute },
  { route: portlistRoute },
  { route: settingBoardRoute },
  { route: boardMenuRoute },
  { route: saveStateRoute },
];

/** What a page reads first, for the pages whose reads do not depend on what the operator chose before. */
export const PAGE_READS: Partial<Record<PageName, readonly FirstRead[]>> = {
  // the device card's uptime, the latest alarms and which additions are offered (the traffic card) too: the device's
  // render of the page then draws in one pass, and the console's first render, which takes it over, from the same
  status: [
    { route: statusSummaryRoute },
    { route: timeInfoRoute },
    { route: alarmRecentRoute, query: { limit: RECENT_ALARMS } },
    { route: capabilitiesRoute },
  ],
  onu_allow: [{ route: onuSearchRoute, query: { limit: ONU_TABLE_LIMIT } }],
};

/** The URLs a console page starts with: the shell's reads and the page's own. */
export function firstReadUrls(page: PageName | null): string[] {
  const reads = [...SHELL_READS, ...((page && PAGE_READS[page]) ?? [])];
  return reads.map(({ route: ep, query }) => endpointUrl(ep, query));
}
