import { z } from 'zod';
import type { OnuStatus } from './records.ts';

/**
 * The one definition of the ONU counts every view shows and the API answers, so no two views can disagree. Each of the
 * seven statuses of spec §3 belongs to exactly one group, so the groups always add up to the registered total:
 *
 * - registered: every ONU on a PON's allow list, whatever its status;
 * - online: `Online`;
 * - offline: `Offline` (known to the OLT, not on the fibre now);
 * - unauthorised: waiting for or refused authorisation (`Unauth`, `Auth-Fail`, `Auth Limit`);
 * - other: on the way up, neither up nor down (`Initial`, `Register`).
 *
 * SYS-13's `offline` keeps the device family's meaning, every registered ONU that is not online
 * (`registered − online`, {@link notOnline}); the console shows the groups above instead.
 */
export const ONU_GROUPS = ['online', 'offline', 'unauthorised', 'other'] as const;
export type OnuGroup = (typeof ONU_GROUPS)[number];

export const ONU_STATUS_GROUP = {
  Online: 'online',
  Offline: 'offline',
  Unauth: 'unauthorised',
  'Auth-Fail': 'unauthorised',
  'Auth Limit': 'unauthorised',
  Initial: 'other',
  Register: 'other',
} as const satisfies Record<OnuStatus, OnuGroup>;

export const onuGroup = (status: OnuStatus): OnuGroup => ONU_STATUS_GROUP[status];

const count = z.number().int().min(0);
export const OnuCounts = z.object({
  registered: count.describe('every ONU on the allow list, whatever its status'),
  online: count.describe('status Online'),
  offline: count.describe('status Offline'),
  unauthorised: count.describe('status Unauth, Auth-Fail or Auth Limit'),
  other: count.describe('status Initial or Register'),
});
export type OnuCounts = z.infer<typeof OnuCounts>;

export const noOnuCounts = (): OnuCounts => ({ registered: 0, online: 0, offline: 0, unauthorised: 0, other: 0 });

/** Counts ONUs by their statuses into `into` (a fresh set of zeros by default). */
export function countOnus(statuses: Iterable<OnuStatus>, into: OnuCounts = noOnuCounts()): OnuCounts {
  for (const status of statuses) {
    into.registered++;
    into[ONU_STATUS_GROUP[status]]++;
  }
  return into;
}

/** The sum of several counts (the device's total from its PONs'). */
export function addOnuCounts(all: Iterable<OnuCounts>): OnuCounts {
  const sum = noOnuCounts();
  for (const c of all) {
    sum.registered += c.registered;
    sum.online += c.online;
    sum.offline += c.offline;
    sum.unauthorised += c.unauthorised;
    sum.other += c.other;
  }
  return sum;
}

/** SYS-13's `offline`: every registered ONU that is not online, as the device family answers it. */
export const notOnline = (counts: OnuCounts): number => counts.registered - counts.online;
