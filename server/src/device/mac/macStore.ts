import type { MacPage, MacRow, MacSortKey } from '@olt/protocol';

/** One entry: the wire row and, for learnt ones, when the device last saw the MAC. */
export interface MacEntry extends MacRow {
  lastSeenMs: number;
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

export const macKey = (macaddr: string, vlanId: number): string => `${macaddr}|${vlanId}`;
/** A MAC or part of one without its separators, lower case, so `0A-1B`, `0a:1b` and `0a1b` all match. */
export const bareMac = (text: string): string => text.toLowerCase().replace(/[:.-]/g, '');

const compare: Record<MacSortKey, (a: MacRow, b: MacRow) => number> = {
  macaddr: (a, b) => (a.macaddr < b.macaddr ? -1 : a.macaddr > b.macaddr ? 1 : a.vlan_id - b.vlan_id),
  vlan_id: (a, b) => a.vlan_id - b.vlan_id,
  port_id: (a, b) => a.port_id - b.port_id,
  onu_id: (a, b) => a.port_id - b.port_id || a.onu_id - b.onu_id,
  mac_type: (a, b) => a.mac_type - b.mac_type,
};

/**
 * A MAC table keyed by MAC and VLAN, as a switch chip keeps it, for up to 32K entries. A page read filters and sorts
 * on the device: the table is sorted once per sort key and kept until an entry comes or goes (refreshing when an
 * entry was last seen changes no order), so a page of a large table costs a filter pass, not a sort.
 */
export class MacStore {
  private readonly entries = new Map<string, MacEntry>();
  private version = 0;
  private sorted = new Map<MacSortKey, { version: number; rows: MacEntry[] }>();

  get size(): number {
    return this.entries.size;
  }

  get(macaddr: string, vlanId: number): MacEntry | undefined {
    return this.entries.get(macKey(macaddr, vlanId));
  }

  set(entry: MacEntry): void {
    const key = macKey(entry.macaddr, entry.vlan_id);
    const old = this.entries.get(key);
    if (old && old.port_id === entry.port_id && old.onu_id === entry.onu_id && old.mac_type === entry.mac_type) {
      old.lastSeenMs = entry.lastSeenMs;
      return;
    }
    this.entries.set(key, entry);
    this.version++;
  }

  delete(macaddr: string, vlanId: number): boolean {
    const gone = this.entries.delete(macKey(macaddr, vlanId));
    if (gone) this.version++;
    return gone;
  }

  /** Removes every entry `drop` says; answers how many went. */
  deleteWhere(drop: (e: MacEntry) => boolean): number {
    let count = 0;
    for (const [key, e] of this.entries) {
      if (!drop(e)) continue;
      this.entries.delete(key);
      count++;
    }
    if (count > 0) this.version++;
    return count;
  }

  all(): MacEntry[] {
    return [...this.entries.values()];
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
      (part === '' || bareMac(e.macaddr).includes(part));
    const sorted = this.sortedBy(sortKey);
    const list = filter.order === 'desc' ? [...sorted].reverse() : sorted;
    const hits = list.filter(matches);
    const pages = Math.max(1, Math.ceil(hits.length / size));
    const page = Math.min(filter.page ?? 1, pages);
    return { total: hits.length, page, rows: hits.slice((page - 1) * size, page * size).map(toRow) };
  }

  private sortedBy(key: MacSortKey): MacEntry[] {
    const cached = this.sorted.get(key);
    if (cached && cached.version === this.version) return cached.rows;
    const byMac = compare.macaddr;
    const rows = [...this.entries.values()].sort((a, b) => compare[key](a, b) || byMac(a, b));
    this.sorted.set(key, { version: this.version, rows });
    return rows;
  }
}

const toRow = (e: MacEntry): MacRow => ({
  macaddr: e.macaddr,
  vlan_id: e.vlan_id,
  port_id: e.port_id,
  onu_id: e.onu_id,
  mac_type: e.mac_type,
});
