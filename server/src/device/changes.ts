import type { Onu } from './onus.ts';
import type { OnuTableRow } from '@olt/protocol';
import type { ConfigSection } from './oltConfig.ts';

/** An ONU that left the allow list (deleted, rejected, or an unauthorised ONU that went away). */
export interface OnuKey {
  port_id: number;
  onu_id: number;
  macaddr: string;
}

/**
 * What the 'onuChange' event carries: rows that are new or changed (in the `/onutable` shape) and ONUs that left.
 * Apply `removed` before `rows`: a new ONU may take the id of one that left in the same change.
 */
export interface OnuChange {
  rows: OnuTableRow[];
  removed: OnuKey[];
}

/** Collects what an operation or a simulation step changed, so listeners hear about it once, at the end. */
export class Changes {
  private onus = new Set<Onu>();
  private removed: OnuKey[] = [];
  private sections = new Set<ConfigSection>();
  /** alarms raised since the last health step: a busy device shows a little more CPU */
  eventCount = 0;

  onu(onu: Onu): void {
    this.onus.add(onu);
  }

  gone(onu: Onu, key: OnuKey): void {
    this.onus.delete(onu);
    this.removed.push(key);
  }

  section(...names: ConfigSection[]): void {
    for (const name of names) this.sections.add(name);
  }

  /** Hands over and forgets what was collected. */
  take(rowOf: (onu: Onu) => OnuTableRow): { change: OnuChange | null; sections: ConfigSection[] } {
    const rows = [...this.onus].filter((o) => o.alive).map(rowOf);
    const change = rows.length > 0 || this.removed.length > 0 ? { rows, removed: this.removed } : null;
    const sections = [...this.sections];
    this.onus = new Set();
    this.removed = [];
    this.sections = new Set();
    return { change, sections };
  }

  /** Drops what was collected (an operation was refused part-way; nothing it touched was kept). */
  discard(): void {
    this.onus = new Set();
    this.removed = [];
    this.sections = new Set();
  }
}
