import { isDark } from '../../lib/onuWords.ts';
import type { TFunction } from 'i18next';
import type { OnuTableRow } from '@olt/protocol';
import { DOWN_REASON_KEYS, STATUS_KEYS, onuIdLabel } from './onuFormat.ts';

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark, and Chinese breaks. */
const BOM = '\uFEFF';

/** Quotes a cell when it must; a text that a spreadsheet would run as a formula is made plain text. */
function cell(value: string): string {
  const isNumber = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as shown (filters and order applied), with headers and words in the current language. */
export function onuCsv(rows: readonly OnuTableRow[], t: TFunction<'onu'>): string {
  const columns: [string, (row: OnuTableRow) => string][] = [
    [t('column.onu'), onuIdLabel],
    [t('column.name'), (r) => r.onu_name],
    [t('column.mac'), (r) => r.macaddr],
    [t('column.status'), (r) => t(`status.${STATUS_KEYS[r.status]}`)],
    [t('column.auth'), (r) => t(r.auth_state === 1 ? 'auth.authorised' : 'auth.unauthorised')],
    [t('column.registerTime'), (r) => r.register_time],
    [t('column.lastDownTime'), (r) => r.last_down_time],
    [
      t('column.lastDownReason'),
      (r) => {
        const key = DOWN_REASON_KEYS[r.last_down_reason];
        return key ? t(`reason.${key}`) : r.last_down_reason;
      },
    ],
    [t('column.devType'), (r) => r.dev_type],
    // as on the screen: an offline ONU has no reading now, whatever the device still reports
    [t('column.rxPower'), (r) => (isDark(r.status) ? '' : r.receive_power)],
  ];
  const lines = [columns.map(([title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** e.g. `onu-table-PON03-20250301-142530.csv`; "all" when every PON is shown. */
export function csvFileName(scope: string, now: Date): string {
  const date = `${now.getFullYear()}${pad2(now.getMonth() + 1)}${pad2(now.getDate())}`;
  const time = `${pad2(now.getHours())}${pad2(now.getMinutes())}${pad2(now.getSeconds())}`;
  return `onu-table-${scope}-${date}-${time}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has been handled: revoking at once can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
