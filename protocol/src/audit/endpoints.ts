import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { USER_NAME_CHARS } from '../core/limits.ts';
import { PERMISSION_AREAS } from '../core/permissions.ts';
import { freeText, wireInt } from '../core/wireValues.ts';

/**
 * The audit trail (our addition, not a device endpoint): who changed what, who was refused, sign-ins, sign-outs and
 * lock-outs, kept in the device's store with a retention by count and age.
 */

/** What an entry records. */
export const AUDIT_KINDS = ['change', 'login', 'logout', 'lockout'] as const;
/** `ok` accepted; `denied` not permitted (level, access list, pending password change, lock-out); `failed` refused
 * (bad input, a device rule, a wrong password). */
export const AUDIT_RESULTS = ['ok', 'denied', 'failed'] as const;
export const AUDIT_PAGE_ROWS = { max: 500, default: 50 } as const;
/** Rows one CSV export carries at most (the newest first). */
export const AUDIT_CSV_ROWS_MAX = 100_000;
/** Characters of an entry's parameters kept (JSON, secrets masked); longer ones are cut. */
export const AUDIT_PARAMS_MAX_CHARS = 1_024;
/** Unix seconds, for the time filters. */
const UnixSeconds = wireInt(0, 9_999_999_999);

export const AuditEntry = z.object({
  id: z.number().int(),
  /** when, in milliseconds since 1970 (UTC) */
  time_ms: z.number().int(),
  user: z.string(),
  /** the user's level at the time; -1 when unknown (a failed sign-in of an unknown name) */
  level: z.number().int(),
  /** the client's address */
  address: z.string(),
  kind: z.enum(AUDIT_KINDS),
  area: z.string(),
  /** `METHOD /path?form=… verb` */
  endpoint: z.string(),
  /** the protocol's id of the endpoint, "" for a request no endpoint matched */
  endpoint_id: z.string(),
  /** the request's parameters as JSON, secrets (`key`, passwords, community, secret, token) masked */
  params: z.string(),
  result: z.enum(AUDIT_RESULTS),
  /** the envelope code answered */
  code: z.number().int(),
  message: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditFilter = z.object({
  user: freeText().max(USER_NAME_CHARS.max).optional(),
  area: z.enum(PERMISSION_AREAS).optional(),
  result: z.enum(AUDIT_RESULTS).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** from this time on, Unix seconds */
  since: UnixSeconds.optional(),
  /** before this time, Unix seconds */
  until: UnixSeconds.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

export const AuditPage = z.object({
  /** entries matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** newest first */
  rows: z.array(AuditEntry),
});
export type AuditPage = z.infer<typeof AuditPage>;

export const auditList = endpoint({
  id: 'AUD-X1',
  addition: true,
  description: 'Our addition: the audit trail, newest first, filtered by user, area, result, kind and time, paged',
  method: 'GET',
  path: '/system_audit',
  select: { form: 'list' },
  query: AuditFilter.extend({
    page: wireInt(1, 1_000_000).default(1),
    page_size: wireInt(1, AUDIT_PAGE_ROWS.max).default(AUDIT_PAGE_ROWS.default),
  }),
  data: AuditPage,
});

/** The CSV export's columns, in order: the entry's fields. */
export const AUDIT_CSV_COLUMNS = AuditEntry.keyof().options;

export const auditCsv = endpoint({
  id: 'AUD-X2',
  addition: true,
  description: 'Our addition: the audit trail as a CSV file (same filters, newest first), not an envelope',
  method: 'GET',
  path: '/system_audit',
  select: { form: 'csv' },
  query: AuditFilter,
  data: z.string(),
});
