/**
 * The rows whose texts contain the search, ignoring case and spaces around it; an empty search keeps every row.
 * `texts` names what a row is found by (its label, MAC, name…), as the operator reads them in the table.
 */
export function searchRows<Row>(rows: readonly Row[], search: string, texts: (row: Row) => readonly string[]): Row[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(needle)));
}

/** Orders two texts as the operator expects (numbers inside names by value: ONU2 before ONU10). */
export const byText = (a: string, b: string): number => a.localeCompare(b, undefined, { numeric: true });
