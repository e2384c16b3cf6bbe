import { AUDIT_CSV_COLUMNS, escapeControlOrBroken, type AuditEntry } from '@olt/protocol';

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

/** The audit entries as the CSV file AUD-X2 answers: the header line, then one line each. */
export function auditCsvText(entries: Iterable<AuditEntry>): Buffer {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const entry of entries) lines.push(csvLine(entry));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
