import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import {
  ACL_ID,
  AclRow,
  RELATIVE_DAYS,
  RULE_ID,
  TIME_RANGE_NAME,
  TimeRange,
  dateParts,
  minuteOfDay,
} from './records.ts';
import { RuleParamSchema } from './ruleParam.ts';

/** Time ranges (TR-01…04) and ACLs with their rules (ACL-01…08), api.md §2.13–2.14. */

const AclId = wireInt(ACL_ID.min, ACL_ID.max);
const Name = z.string().regex(TIME_RANGE_NAME, 'name: 3–16 letters, digits or _');
const TimeOfDay = z.string().refine((s) => minuteOfDay(s) !== null, 'a time h:mm, 0:00–24:00');
const Day = z.string().refine((s) => dateParts(s) !== null, 'a date YYYY/M/D');

export const timeRanges = endpoint({
  id: 'TR-01',
  description: 'Every time range with its periods, and whether the device clock is inside it now (state Active)',
  method: 'GET',
  path: '/switch_acl',
  select: { form: 'time_range' },
  query: z.object({ name: freeText().max(16).optional() }),
  data: z.array(TimeRange),
});

export const createRelativeTimeRange = endpoint({
  id: 'TR-02',
  description: 'Adds a weekly period (a day, daily, weekend or working days, start–end) to a time range, creating it',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'time_range', type: 'relative' },
  verb: 'create',
  param: z
    .object({ name: Name, stime: TimeOfDay, etime: TimeOfDay, day: z.enum(RELATIVE_DAYS) })
    .refine((p) => (minuteOfDay(p.etime) ?? 0) > (minuteOfDay(p.stime) ?? 0), {
      path: ['etime'],
      message: 'the period must end after it starts',
    }),
});

/** Minutes since the epoch of a date and time of day, to order two of them. */
const at = (day: string, time: string): number => {
  const [y, m, d] = dateParts(day) ?? [0, 0, 0];
  return Date.UTC(y, m - 1, d) / 60_000 + (minuteOfDay(time) ?? 0);
};
export const createAbsoluteTimeRange = endpoint({
  id: 'TR-03',
  description: 'Adds a period from one date and time to another to a time range, creating it',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'time_range', type: 'absolute' },
  verb: 'create',
  param: z
    .object({ name: Name, stime: TimeOfDay, sday: Day, etime: TimeOfDay, eday: Day })
    .refine((p) => at(p.eday, p.etime) > at(p.sday, p.stime), {
      path: ['eday'],
      message: 'the period must end after it starts',
    }),
});

export const deleteTimeRange = endpoint({
  id: 'TR-04',
  description:
    'Deletes a time range (name "all": every one), or with time (and day for an absolute period) the period starting then',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'time_range' },
  verb: 'delete',
  param: z.object({
    name: z.union([z.literal('all'), Name]),
    time: z.union([z.literal(''), TimeOfDay]).default(''),
    day: z.union([z.literal(''), Day]).default(''),
  }),
});

export const aclList = endpoint({
  id: 'ACL-01',
  description: 'The ACLs with ids in sacl_id–eacl_id and their rules in order, with each rule’s hits (ours)',
  method: 'GET',
  path: '/switch_acl',
  select: { form: 'acl' },
  query: z.object({ sacl_id: AclId.default(ACL_ID.min), eacl_id: AclId.default(ACL_ID.max) }),
  data: z.array(AclRow),
});

export const aclCreate = endpoint({
  id: 'ACL-02',
  description: 'Creates an ACL: basic 2000–2999, advanced 3000–4999, link 5000–5999 (the id says the kind)',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'acl' },
  verb: 'create',
  param: z.object({ acl_id: AclId }),
});

export const aclDelete = endpoint({
  id: 'ACL-03',
  description: 'Deletes the ACLs with ids acl_id–acl_id_e; one bound to a port is refused',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'acl' },
  verb: 'delete',
  param: z
    .object({ acl_id: AclId, acl_id_e: AclId })
    .refine((p) => p.acl_id_e >= p.acl_id, { path: ['acl_id_e'], message: 'the range must be ordered' }),
});

export const ruleSet = endpoint({
  id: 'ACL-04',
  description:
    'Adds a rule at the end of an ACL or changes one in place (ACL-05, ACL-06 are the advanced and link forms)',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'rule' },
  param: RuleParamSchema,
});

export const ruleDelete = endpoint({
  id: 'ACL-07',
  description: 'Deletes one rule of an ACL; one bound to a port by itself is refused',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'rule' },
  verb: 'delete',
  param: z.object({ acl_id: AclId, rule_id: wireInt(RULE_ID.min, RULE_ID.max) }),
});

export const rulePriority = endpoint({
  id: 'ACL-08',
  description: 'Orders an ACL’s rules: new_rule_id lists every rule id once, first match first',
  method: 'POST',
  path: '/switch_acl',
  select: { form: 'rulepri' },
  verb: 'modify',
  param: z.object({
    acl_id: AclId,
    new_rule_id: z
      .array(wireInt(RULE_ID.min, RULE_ID.max))
      .min(1)
      .max(RULE_ID.max)
      .refine((ids) => new Set(ids).size === ids.length, 'each rule id once'),
  }),
});
