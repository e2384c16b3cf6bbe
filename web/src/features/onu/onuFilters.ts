import type { DevType, OnuStatus, OnuTableRow } from '@olt/protocol';
import { ONU_TABLE_LIMIT } from '@olt/protocol/light';
import { isOnline, onuKey, rxDbm } from './onuFormat.ts';

export { ONU_TABLE_LIMIT };

/** The port selector's "All" (the original's 0x100): every PON in one list. */
export const ALL_PONS = 0x100;

/** `offline` is "anything but Online", as the counters count; the rest are the device's own status words. */
export type StatusFilter = 'all' | 'offline' | OnuStatus;
export type TypeFilter = 'all' | DevType;

/** What the server is asked for: the list behind the table. */
export interface OnuFilters {
  /** a PON port id, or ALL_PONS */
  portId: number;
  /** search text; when present it spans every PON, whatever the port selector says */
  text: string;
  status: StatusFilter;
  devType: TypeFilter;
  /** the search text is a regular expression over MAC and name (screens.md §7), matched by the browser alone */
  regex: boolean;
  /** only ONUs whose optics drift (`optical_drift` 1) */
  isDriftOnly?: boolean;
}

/** Every ONU of the device: the one list the browser holds and filters (ONU-X1 without filters). */
export const EVERY_ONU: OnuFilters = { portId: ALL_PONS, text: '', status: 'all', devType: 'all', regex: false };

/** The query of ONU-X1 for these filters; the text goes to the server only as a plain substring. */
export function searchQuery(filters: OnuFilters) {
  const text = filters.regex ? '' : filters.text.trim();
  return {
    ...(text ? { text } : filters.portId !== ALL_PONS ? { port_id: filters.portId } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.devType === 'all' ? {} : { dev_type: filters.devType }),
    ...(filters.isDriftOnly ? { drift: 1 } : {}),
    limit: ONU_TABLE_LIMIT,
  };
}

/** What the search text matches in a row the browser holds: its MAC (with or without colons) or its name. */
type TextMatch = ((row: OnuTableRow) => boolean) | 'invalid' | null;

/**
 * The browser's half of the search: a case-insensitive substring of the MAC (also without colons) or the name, as the
 * server matches them, or a regular expression over the same two. Null without text; 'invalid' for a broken pattern.
 */
export function textMatch(text: string, regex: boolean): TextMatch {
  const wanted = text.trim();
  if (!wanted) return null;
  if (regex) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(wanted, 'i');
    } catch {
      return 'invalid';
    }
    return (row) => pattern.test(row.macaddr) || pattern.test(row.onu_name);
  }
  const lower = wanted.toLowerCase();
  return (row) =>
    row.macaddr.toLowerCase().includes(lower) ||
    row.macaddr.replaceAll(':', '').toLowerCase().includes(lower) ||
    row.onu_name.toLowerCase().includes(lower);
}

/** Whether the search spans every PON although one is selected: the screen says so. */
export const isSearchingAllPons = (filters: OnuFilters): boolean =>
  filters.text.trim() !== '' && filters.portId !== ALL_PONS;

/**
 * Whether a row belongs in the list of these filters, as far as the row itself tells: true or false, or null when
 * the search text decides, which can match fields the row does not carry (LOID, description): the server must say.
 */
export function rowMatches(row: OnuTableRow, filters: OnuFilters): boolean | null {
  if (!passesSelects(row, filters)) return false;
  if (filters.text.trim() !== '') return null;
  return filters.portId === ALL_PONS || row.port_id === filters.portId;
}

/** The status and device type selects. */
const passesSelects = (row: OnuTableRow, filters: OnuFilters): boolean =>
  (filters.status === 'offline' ? !isOnline(row) : filters.status === 'all' || row.status === filters.status) &&
  (filters.devType === 'all' || row.dev_type === filters.devType) &&
  (!filters.isDriftOnly || row.optical_drift === 1);

/**
 * The rows the browser can show at once for these filters, from every ONU it holds: the port (unless a search spans
 * every PON), the selects, and the text as far as MAC and name tell.
 */
export function filterRows(rows: readonly OnuTableRow[], filters: OnuFilters): readonly OnuTableRow[] {
  const match = textMatch(filters.text, filters.regex);
  const onPort = (row: OnuTableRow) => match !== null || filters.portId === ALL_PONS || row.port_id === filters.portId;
  if (match === null && filters.portId === ALL_PONS && filters.status === 'all' && filters.devType === 'all')
    return rows;
  return rows.filter(
    (row) => onPort(row) && passesSelects(row, filters) && (typeof match !== 'function' || match(row)),
  );
}

/**
 * The server's answer completes the browser's matches without moving them: rows it found that the browser did not
 * (by LOID or description) come after them, taken from the browser's list where it has them (they stay live).
 */
export function completeRows(
  local: readonly OnuTableRow[],
  server: readonly OnuTableRow[] | undefined,
  held: readonly OnuTableRow[],
  filters: OnuFilters,
): readonly OnuTableRow[] {
  if (!server || server.length === 0) return local;
  const shown = new Set(local.map(onuKey));
  const byKey = new Map(held.map((row) => [onuKey(row), row]));
  const extra = server
    .filter((row) => !shown.has(onuKey(row)))
    .map((row) => byKey.get(onuKey(row)) ?? row)
    .filter((row) => passesSelects(row, filters));
  return extra.length === 0 ? local : [...local, ...extra];
}

export type SortKey = 'onu' | 'name' | 'mac' | 'status' | 'rxPower' | 'registerTime';
export interface SortState {
  key: SortKey;
  order: 'ascend' | 'descend';
}

const byOnu = (a: OnuTableRow, b: OnuTableRow): number => a.port_id - b.port_id || a.onu_id - b.onu_id;
const text = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The primary order of each column; ties always fall back to the ONU id, ascending, whatever the direction. */
const COMPARE: Record<SortKey, (a: OnuTableRow, b: OnuTableRow) => number> = {
  onu: byOnu,
  name: (a, b) => text(a.onu_name.toLowerCase(), b.onu_name.toLowerCase()),
  mac: (a, b) => text(a.macaddr.toLowerCase(), b.macaddr.toLowerCase()),
  // ascending = online first, then by status word (screens.md §7)
  status: (a, b) => Number(isOnline(b)) - Number(isOnline(a)) || text(a.status, b.status),
  rxPower: (a, b) => rxDbm(a) - rxDbm(b),
  // `YYYY/MM/DD hh:mm:ss` sorts as text; never registered ("") comes first
  registerTime: (a, b) => text(a.register_time, b.register_time),
};

/** The rows in the order shown; without a sort, the device's own order. */
export function sortRows(rows: readonly OnuTableRow[], sort: SortState | null): readonly OnuTableRow[] {
  if (!sort) return rows;
  const compare = COMPARE[sort.key];
  const sign = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b) || byOnu(a, b));
}

/** What the table header counts of the rows shown (not the device's status groups, protocol `OnuCounts`). */
export interface RowCounts {
  total: number;
  online: number;
  /** total − online: offline, unauthorised, registering, failed… (not "offline", which is one status of those) */
  notOnline: number;
}

export function countRows(rows: readonly OnuTableRow[]): RowCounts {
  let online = 0;
  for (const row of rows) if (isOnline(row)) online++;
  return { total: rows.length, online, notOnline: rows.length - online };
}

/** Keeps only the keys still shown: a ticked ONU that left the list must not be acted on unseen. */
export function visibleKeys(keys: readonly string[], rows: readonly OnuTableRow[]): string[] {
  if (keys.length === 0) return [];
  const shown = new Set(rows.map(onuKey));
  return keys.filter((key) => shown.has(key));
}
