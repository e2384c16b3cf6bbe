import type { DevType, OnuStatus, OnuTableRow } from '@olt/protocol';
import { isOnline, onuKey, rxDbm } from './onuFormat.ts';

/** The port selector's "All" (the original's 0x100): every PON in one list. */
export const ALL_PONS = 0x100;
/** One request answers the whole device: 16 PONs × 64 ONUs fit with room to spare. */
export const ONU_TABLE_LIMIT = 2048;

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
  /** only ONUs whose optics drift (`optical_drift` 1) */
  isDriftOnly?: boolean;
}

/** The query of ONU-X1 for these filters. */
export function searchQuery(filters: OnuFilters) {
  const text = filters.text.trim();
  return {
    ...(text ? { text } : filters.portId !== ALL_PONS ? { port_id: filters.portId } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.devType === 'all' ? {} : { dev_type: filters.devType }),
    ...(filters.isDriftOnly ? { drift: 1 } : {}),
    limit: ONU_TABLE_LIMIT,
  };
}

/** Whether the search spans every PON although one is selected: the screen says so. */
export const isSearchingAllPons = (filters: OnuFilters): boolean =>
  filters.text.trim() !== '' && filters.portId !== ALL_PONS;

/**
 * Whether a row belongs in the list of these filters, as far as the row itself tells: true or false, or null when
 * the search text decides, which can match fields the row does not carry (LOID, description): the server must say.
 */
export function rowMatches(row: OnuTableRow, filters: OnuFilters): boolean | null {
  if (filters.status === 'offline' ? isOnline(row) : filters.status !== 'all' && row.status !== filters.status)
    return false;
  if (filters.devType !== 'all' && row.dev_type !== filters.devType) return false;
  if (filters.isDriftOnly && row.optical_drift !== 1) return false;
  if (filters.text.trim() !== '') return null;
  return filters.portId === ALL_PONS || row.port_id === filters.portId;
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

export interface OnuCounts {
  total: number;
  online: number;
  offline: number;
}

export function countRows(rows: readonly OnuTableRow[]): OnuCounts {
  let online = 0;
  for (const row of rows) if (isOnline(row)) online++;
  return { total: rows.length, online, offline: rows.length - online };
}

/** Keeps only the keys still shown: a ticked ONU that left the list must not be acted on unseen. */
export function visibleKeys(keys: readonly string[], rows: readonly OnuTableRow[]): string[] {
  if (keys.length === 0) return [];
  const shown = new Set(rows.map(onuKey));
  return keys.filter((key) => shown.has(key));
}
