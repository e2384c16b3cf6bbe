import {
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_ROWS_MAX,
  auditCsv,
  auditList,
  escapeControlOrBroken,
  type AuditEntry,
} from '@olt/protocol';
import { FileAnswer, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/**
 * One CSV field (RFC 4180): control and broken characters written as `\uXXXX` (a row stays a row whatever was
 * stored), quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused.
 */
export function csvField(value: string | number): string {
  let text = escapeControlOrBroken(String(value));
  // spreadsheet programs run a cell starting with = + - @ as a formula: a user name must not become one
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (entry: AuditEntry): string => AUDIT_CSV_COLUMNS.map((c) => csvField(entry[c])).join(',');

/** The audit trail (our addition, AUD-X1/X2): a page of entries, or all of them as CSV. */
export function auditRoutes(svc: Services): RouteDef[] {
  return [
    route(auditList, ({ query }) => {
      const { page, page_size, ...filter } = query;
      const { total, rows } = svc.audit.page(filter, page, page_size);
      return { total, page, page_size, rows };
    }),
    route(auditCsv, ({ query }) => {
      const lines = [AUDIT_CSV_COLUMNS.join(',')];
      for (const entry of svc.audit.entries(query, AUDIT_CSV_ROWS_MAX)) lines.push(csvLine(entry));
      const stamp = new Date(svc.now()).toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return new FileAnswer(
        Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
        'text/csv; charset=utf-8',
        `audit-${stamp}.csv`,
      );
    }),
  ];
}
