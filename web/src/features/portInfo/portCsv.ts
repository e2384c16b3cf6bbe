import type { TFunction } from 'i18next';
import type { PortInfo } from '@olt/protocol';

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark, and Chinese breaks. */
const BOM = '\uFEFF';

/** Quotes a cell when it must; a text a spreadsheet would run as a formula is made plain text. */
function cell(value: string): string {
  const isNumber = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A table as CSV text: headers and cells in the operator's language. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly [string, (row: Row) => string | number][]): string {
  const lines = [columns.map(([title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(String(value(row)))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function portInfoCsv(
  rows: readonly PortInfo[],
  label: (id: number) => string,
  speed: (row: PortInfo) => string,
  t: TFunction<'switchPort'>,
): string {
  return toCsv(rows, [
    [t('col.port'), (r) => label(r.port_id)],
    [t('col.admin'), (r) => t(r.admin_status >= 1 ? 'admin.on' : 'admin.off')],
    [t('col.link'), (r) => t(r.link_status >= 1 ? 'link.up' : 'link.down')],
    [t('col.speed'), speed],
    [t('col.media'), (r) => t(`media.${r.media}`)],
    [t('col.pvid'), (r) => r.pvid],
    [t('col.desc'), (r) => r.port_desc],
    [t('field.mtu'), (r) => r.mtu],
    [t('field.erate'), (r) => r.erate],
    [t('field.irate'), (r) => r.irate],
  ]);
}

/** Hands the text to the browser as `<what>-<date>.csv`. */
export function downloadCsv(text: string, what: string): void {
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(/[-:T]/g, '');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${what}-${stamp}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
