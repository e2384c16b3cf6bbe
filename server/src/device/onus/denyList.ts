import type { DenyRow } from '@olt/protocol';

/** Entries a PON's deny list holds. */
export const DENY_MAX_PER_PON = 64;

/** A MAC that may not register on a PON (ONU-12). */
export interface DenyEntry {
  portId: number;
  /** the entry's slot, answered as `onu_id` */
  slot: number;
  mac: string;
  name: string;
  reason: string;
  /** registration attempts seen since it was denied (not configuration) */
  retry: number;
  /** a device with this MAC is on the fibre and keeps trying to register */
  attempting: boolean;
  /** false once removed; pending attempts of a removed entry do nothing */
  alive: boolean;
}

/** The deny lists of every PON. A MAC is denied on at most one PON. */
export class DenyLists {
  private readonly pons = new Map<number, Map<number, DenyEntry>>();
  private readonly macs = new Map<string, DenyEntry>();

  constructor(ponIds: readonly number[]) {
    for (const id of ponIds) this.pons.set(id, new Map());
  }

  entries(portId: number): DenyEntry[] {
    return [...(this.pons.get(portId)?.values() ?? [])].sort((a, b) => a.slot - b.slot);
  }

  all(): DenyEntry[] {
    return [...this.pons.keys()].flatMap((id) => this.entries(id));
  }

  rows(portId: number): DenyRow[] {
    return this.entries(portId).map((e) => ({
      port_id: e.portId,
      onu_id: e.slot,
      macaddr: e.mac,
      retry: e.retry,
      onu_name: e.name,
      reason: e.reason,
    }));
  }

  get(portId: number, slot: number): DenyEntry | undefined {
    return this.pons.get(portId)?.get(slot);
  }

  byMac(mac: string): DenyEntry | undefined {
    return this.macs.get(mac.toLowerCase());
  }

  count(portId: number): number {
    return this.pons.get(portId)?.size ?? 0;
  }

  freeSlot(portId: number): number | undefined {
    const pon = this.pons.get(portId);
    for (let slot = 1; slot <= DENY_MAX_PER_PON; slot++) if (!pon?.has(slot)) return slot;
    return undefined;
  }

  /** Adds an entry; the caller has checked the MAC is free and a slot is left. */
  add(entry: Omit<DenyEntry, 'alive'>): DenyEntry {
    const pon = this.pons.get(entry.portId);
    if (!pon) throw new RangeError(`port ${entry.portId} is not a PON`);
    const stored: DenyEntry = { ...entry, alive: true };
    pon.set(stored.slot, stored);
    this.macs.set(stored.mac, stored);
    return stored;
  }

  remove(entry: DenyEntry): void {
    this.pons.get(entry.portId)?.delete(entry.slot);
    this.macs.delete(entry.mac);
    entry.alive = false;
  }

  clear(): void {
    for (const entry of this.all()) this.remove(entry);
  }
}
