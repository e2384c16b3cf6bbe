import type { MacPage, MacRow, MacSortKey } from '@olt/protocol';

/** One entry: the wire row and, for learnt ones, when the device last saw the MAC. */
export interface MacEntry extends MacRow {
  lastSeenMs: number;
  /** the MAC without separators, made once for the searches (set by the store) */
  bare?: string;
}

/** What a page read asks (MAC-X1/X2), already validated; 0 or absent = no filter on that field. */
export interface MacFilter {
  page?: number;
  page_size?: number;
  sort?: MacSortKey;
  order?: 'asc' | 'desc';
  mac_type?: number;
  port_id?: number;
  onu_id?: number;
  vlan_id?: number;
  mac?: string;
}

/** A MAC or part of one without its separators, lower case, so `0A-1B`, `0a:1b` and `0a1b` all match. */
export const bareMac = (text: string): string => text.toLowerCase().replace(/[:.-]/g, '');

const compare: Record<MacSortKey, (a: MacRow, b: MacRow) => number> = {
  macaddr: (a, b) => (a.macaddr < b.macaddr ? -1 : a.macaddr > b.macaddr ? 1 : a.vlan_id - b.vlan_id),
  vlan_id: (a, b) => a.vlan_id - b.vlan_id,
  port_id: (a, b) => a.port_id - b.port_id,
  onu_id: (a, b) => a.port_id - b.port_id || a.onu_id - b.onu_id,
  mac_type: (a, b) => a.mac_type - b.mac_type,
};

/** Where `entry` goes in `rows`, sorted by `cmp`: the first index whose row is not before it. */
function insertionPoint(rows: readonly MacEntry[], entry: MacEntry, cmp: (a: MacRow, b: MacRow) => number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(rows[mid] as MacEntry, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A MAC table keyed by MAC and VLAN, as a switch chip keeps it, for up to 32K entries. A page read filters and sorts
 * on the device: the table is sorted once per sort key, and an entry that comes, moves or goes is put in or taken out
 * of each sorted list in place (a binary search and a splice), so neither a page read nor a learnt MAC costs a sort of
 * 32K entries (README › Benchmarks has what one cost); a flush filters the lists.
 */
export class MacStore {
  /** VLAN → MAC → entry: two lookups on strings already made (their hashes kept), where a joined key was made
   * and hashed at every sighting (most of a 32K table's learning pass went there) */
  private readonly byVlan = new Map<number, Map<string, MacEntry>>();
  private count = 0;
  private sorted = new Map<MacSortKey, MacEntry[]>();

  get size(): number {
    return this.count;
  }

  get(macaddr: string, vlanId: number): MacEntry | undefined {
    return this.byVlan.get(vlanId)?.get(macaddr);
  }

  set(entry: MacEntry): void {
    let vlan = this.byVlan.get(entry.vlan_id);
    if (!vlan) this.byVlan.set(entry.vlan_id, (vlan = new Map<string, MacEntry>()));
    const old = vlan.get(entry.macaddr);
    if (old && old.port_id === entry.port_id && old.onu_id === entry.onu_id && old.mac_type === entry.mac_type) {
      old.lastSeenMs = entry.lastSeenMs;
      return;
    }
    entry.bare = bareMac(entry.macaddr);
    vlan.set(entry.macaddr, entry);
    if (!old) this.count++;
    for (const [sortKey, rows] of this.sorted) {
      const cmp = orderOf(sortKey);
      if (old) rows.splice(insertionPoint(rows, old, cmp), 1);
      rows.splice(insertionPoint(rows, entry, cmp), 0, entry);
    }
  }

  delete(macaddr: string, vlanId: number): boolean {
    const old = this.get(macaddr, vlanId);
    if (!old) return false;
    this.byVlan.get(vlanId)?.delete(macaddr);
    this.count--;
    for (const [sortKey, rows] of this.sorted) rows.splice(insertionPoint(rows, old, orderOf(sortKey)), 1);
    return true;
  }

  /** The entries whose MAC holds `part` (separators left out, lower case): "where is this MAC". */
  withMac(part: string): MacEntry[] {
    const hits: MacEntry[] = [];
    for (const e of this.values()) if ((e.bare ??= bareMac(e.macaddr)).includes(part)) hits.push(e);
    return hits;
  }

  /** Removes every entry `drop` says; answers how many went. */
  deleteWhere(drop: (e: MacEntry) => boolean): number {
    let count = 0;
    for (const vlan of this.byVlan.values())
      for (const [mac, e] of vlan) {
        if (!drop(e)) continue;
        vlan.delete(mac);
        count++;
      }
    this.count -= count;
    // what is still in the table stays in the sorted lists, in order
    const kept = (e: MacEntry) => this.get(e.macaddr, e.vlan_id) === e;
    if (count > 0) for (const [sortKey, rows] of this.sorted) this.sorted.set(sortKey, rows.filter(kept));
    return count;
  }

  all(): MacEntry[] {
    return [...this.values()];
  }

  rows(): MacRow[] {
    return this.sortedBy('macaddr').map(toRow);
  }

  page(filter: MacFilter): MacPage {
    const size = filter.page_size ?? 20;
    const sortKey = filter.sort ?? 'macaddr';
    const part = filter.mac ? bareMac(filter.mac) : '';
    const type = filter.mac_type ?? 3;
    const matches = (e: MacEntry) =>
      (type === 3 || e.mac_type === type) &&
      (!filter.port_id || e.port_id === filter.port_id) &&
      (!filter.onu_id || e.onu_id === filter.onu_id) &&
      (!filter.vlan_id || e.vlan_id === filter.vlan_id) &&
      (part === '' || (e.bare ??= bareMac(e.macaddr)).includes(part));
    const sorted = this.sortedBy(sortKey);
    const list = filter.order === 'desc' ? [...sorted].reverse() : sorted;
    const hits = list.filter(matches);
    const pages = Math.max(1, Math.ceil(hits.length / size));
    const page = Math.min(filter.page ?? 1, pages);
    return { total: hits.length, page, rows: hits.slice((page - 1) * size, page * size).map(toRow) };
  }

  private *values(): IterableIterator<MacEntry> {
    for (const vlan of this.byVlan.values()) yield* vlan.values();
  }

  private sortedBy(key: MacSortKey): MacEntry[] {
    const cached = this.sorted.get(key);
    if (cached) return cached;
    const rows = [...this.values()].sort(orderOf(key));
    this.sorted.set(key, rows);
    return rows;
  }
}

/** A sort key's order, made total by MAC then VLAN (one entry per pair), so a binary search finds an entry exactly. */
const orders = new Map<MacSortKey, (a: MacRow, b: MacRow) => number>();
function orderOf(key: MacSortKey): (a: MacRow, b: MacRow) => number {
  let order = orders.get(key);
  if (!order) {
    const byKey = compare[key];
    const byMac = compare.macaddr;
    order = (a, b) => byKey(a, b) || byMac(a, b);
    orders.set(key, order);
  }
  return order;
}

const toRow = (e: MacEntry): MacRow => ({
  macaddr: e.macaddr,
  vlan_id: e.vlan_id,
  port_id: e.port_id,
  onu_id: e.onu_id,
  mac_type: e.mac_type,
});
