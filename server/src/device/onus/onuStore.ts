import type { DevType, OnuRow, OnuStatus, OnuTableRow } from '@olt/protocol';
import type { Onu } from './onuModel.ts';
import { haystackOf, rowOf, tableRowOf } from './onuRows.ts';

export * from './onuModel.ts';
export { rangingOf, rowOf, softwareOf, tableRowOf } from './onuRows.ts';

export interface OnuSearch {
  /** case-insensitive substring of the MAC (with or without colons), name, LOID or description */
  text?: string;
  status?: OnuStatus | readonly OnuStatus[];
  devType?: DevType;
  portId?: number;
  /** true = only drifting ONUs, false = only the others */
  drift?: boolean;
  offset?: number;
  limit?: number;
}

export interface OnuSearchResult {
  total: number;
  rows: OnuTableRow[];
}

interface Pon {
  readonly byId: Map<number, Onu>;
  /** display order (ONU-11) */
  order: number[];
  rows: OnuRow[] | null;
}

/**
 * The allow lists of every PON. Rows are built once per change and cached, so listing 1024 ONUs costs an array
 * copy, not 1024 object builds.
 */
export class OnuStore {
  private readonly pons = new Map<number, Pon>();
  private readonly macs = new Map<string, Onu>();
  private tableRows: OnuTableRow[] | null = null;
  /** `allRows()` as JSON: scripts poll /onutable often, and 1024 rows take milliseconds to serialise */
  private tableJson: string | null = null;
  private allCache: Onu[] | null = null;
  private readonly removedListeners: ((onu: Onu) => void)[] = [];

  constructor(readonly ponIds: readonly number[]) {
    for (const id of ponIds) this.pons.set(id, { byId: new Map(), order: [], rows: null });
  }

  get(portId: number, onuId: number): Onu | undefined {
    return this.pons.get(portId)?.byId.get(onuId);
  }

  byMac(mac: string): Onu | undefined {
    return this.macs.get(mac.toLowerCase());
  }

  count(portId: number): number {
    return this.pons.get(portId)?.byId.size ?? 0;
  }

  /** The ONU ids present on a PON, ascending (ONU-04). */
  ids(portId: number): number[] {
    return [...(this.pons.get(portId)?.byId.keys() ?? [])].sort((a, b) => a - b);
  }

  /** The PON's ONUs in display order. */
  onPon(portId: number): Onu[] {
    const pon = this.pons.get(portId);
    if (!pon) return [];
    return pon.order.map((id) => pon.byId.get(id)).filter((o): o is Onu => o !== undefined);
  }

  /** Every ONU, PON by PON in display order. The array is shared until the next change: do not modify it. */
  all(): readonly Onu[] {
    this.allCache ??= this.ponIds.flatMap((id) => this.onPon(id));
    return this.allCache;
  }

  /** The lowest free ONU id on a PON, or undefined when it is full. */
  freeId(portId: number, max: number): number | undefined {
    const pon = this.pons.get(portId);
    for (let id = 1; id <= max; id++) if (!pon?.byId.has(id)) return id;
    return undefined;
  }

  /** Adds an ONU at the end of its PON's display order, or at `rank` when it has one (configuration load). */
  add(onu: Onu, rank?: number): void {
    const pon = this.pon(onu.portId);
    const last = pon.byId.get(pon.order.at(-1) ?? 0);
    onu.rank = rank ?? (last ? last.rank + 1 : 1);
    pon.byId.set(onu.onuId, onu);
    pon.order.push(onu.onuId);
    this.macs.set(onu.mac, onu);
    onu.alive = true;
    this.allCache = null;
    this.touch(onu);
  }

  /** Hears every ONU that leaves the allow list (the areas keeping per-ONU settings drop them). */
  onRemoved(listener: (onu: Onu) => void): void {
    this.removedListeners.push(listener);
  }

  remove(onu: Onu): void {
    const pon = this.pon(onu.portId);
    if (pon.byId.get(onu.onuId) !== onu) return;
    for (const listener of this.removedListeners) listener(onu);
    pon.byId.delete(onu.onuId);
    pon.order = pon.order.filter((id) => id !== onu.onuId);
    this.macs.delete(onu.mac);
    onu.alive = false;
    onu.epoch++;
    pon.rows = null;
    this.tableRows = null;
    this.tableJson = null;
    this.allCache = null;
  }

  /** Empties every PON without marking its ONUs gone: a configuration import adds back the ones it keeps. */
  clear(): void {
    for (const pon of this.pons.values()) {
      pon.byId.clear();
      pon.order = [];
      pon.rows = null;
    }
    this.macs.clear();
    this.tableRows = null;
    this.tableJson = null;
    this.allCache = null;
  }

  /** Sets the display order; the caller has checked it holds exactly the PON's ids. */
  setOrder(portId: number, ids: readonly number[]): void {
    const pon = this.pon(portId);
    pon.order = [...ids];
    ids.forEach((id, index) => {
      const onu = pon.byId.get(id);
      if (onu) onu.rank = index + 1;
    });
    pon.rows = null;
    this.tableRows = null;
    this.tableJson = null;
    this.allCache = null;
  }

  order(portId: number): number[] {
    return [...this.pon(portId).order];
  }

  /** Marks an ONU's rows stale; `identity` when its name, description, MAC or LOID changed (search text). */
  touch(onu: Onu, identity = true): void {
    onu.row = undefined;
    onu.tableRow = undefined;
    if (identity) onu.haystack = undefined;
    const pon = this.pons.get(onu.portId);
    if (pon) pon.rows = null;
    this.tableRows = null;
    this.tableJson = null;
  }

  /** ONU-01: the PON's rows in display order. */
  listRows(portId: number): OnuRow[] {
    const pon = this.pons.get(portId);
    if (!pon) return [];
    pon.rows ??= this.onPon(portId).map(rowOf);
    return [...pon.rows];
  }

  /** ONU-03: every PON's rows, each with its splitter. */
  allRows(): OnuTableRow[] {
    this.tableRows ??= this.all().map(tableRowOf);
    return [...this.tableRows];
  }

  /**
   * `allRows()` as JSON, made once per change. One JSON.stringify over the cached rows (README › Benchmarks) beats
   * joining per-row texts, which measured slower.
   */
  allRowsJson(): string {
    this.tableJson ??= JSON.stringify(this.allRows());
    return this.tableJson;
  }

  search(query: OnuSearch): OnuSearchResult {
    const text = (query.text ?? '').trim().toLowerCase();
    const statuses = query.status === undefined ? null : new Set([query.status].flat().map((s) => s.toLowerCase()));
    const ponIds = query.portId === undefined ? this.ponIds : [query.portId];
    const matches: OnuTableRow[] = [];
    for (const portId of ponIds) {
      for (const onu of this.onPon(portId)) {
        if (statuses && !statuses.has(onu.status.toLowerCase())) continue;
        if (query.devType && onu.hw.dev_type !== query.devType) continue;
        if (query.drift !== undefined && onu.drifting !== query.drift) continue;
        if (text && !haystackOf(onu).includes(text)) continue;
        matches.push(tableRowOf(onu));
      }
    }
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.max(0, query.limit ?? matches.length);
    return { total: matches.length, rows: matches.slice(offset, offset + limit) };
  }

  private pon(portId: number): Pon {
    const pon = this.pons.get(portId);
    if (!pon) throw new RangeError(`port ${portId} is not a PON`);
    return pon;
  }
}
