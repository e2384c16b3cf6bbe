import { AUDIT_CSV_ROWS_MAX, auditCsv, auditList } from '@olt/protocol';
import { auditCsvText } from '../store/auditCsv.ts';
import { FileAnswer, route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** The audit trail (our addition, AUD-X1/X2): a page of entries, or all of them as CSV. */
export function auditRoutes(svc: Services): RouteDef[] {
  return [
    route(auditList, ({ query }) => {
      const { page, page_size, ...filter } = query;
      const { total, rows } = svc.audit.page(filter, page, page_size);
      return { total, page, page_size, rows };
    }),
    route(auditCsv, ({ query }) => {
      const stamp = new Date(svc.now()).toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return new FileAnswer(
        auditCsvText(svc.audit.entries(query, AUDIT_CSV_ROWS_MAX)),
        'text/csv; charset=utf-8',
        `audit-${stamp}.csv`,
      );
    }),
  ];
}
