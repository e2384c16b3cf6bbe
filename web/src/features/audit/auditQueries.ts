import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_ROWS, auditCsv, auditList, endpointUrl, type AuditFilter } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { useSession } from '../../lib/session.ts';

const auditKeys = { all: ['audit'] as const };
export const AUDIT_PAGE_SIZE = AUDIT_PAGE_ROWS.default;

/** One page of the audit trail (AUD-X1), paged and filtered on the device; the previous page stays while it loads. */
export const useAuditPage = (filter: AuditFilter, page: number) =>
  useQuery({
    queryKey: [...auditKeys.all, filter, page],
    queryFn: () => call(auditList, { query: { ...filter, page, page_size: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** What the CSV export answered: the file, or the device's refusal. */
type CsvOutcome = { kind: 'file'; text: string } | { kind: 'refused'; code: number; message: string };

/**
 * The trail as CSV (AUD-X2): a file, not an envelope, so it is fetched as text with the session's token; a refusal
 * comes back as an envelope.
 */
export async function fetchAuditCsv(filter: AuditFilter): Promise<CsvOutcome> {
  const res = await fetch(endpointUrl(auditCsv, filter), {
    headers: { 'X-Token': useSession.getState().token ?? 'null' },
  });
  const text = await res.text();
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    const envelope = JSON.parse(text) as { code: number; message: string };
    return { kind: 'refused', code: envelope.code, message: envelope.message };
  }
  return { kind: 'file', text };
}

/** Saves the CSV the device sent under a name that says when. */
export function saveCsv(text: string, now = new Date()): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
