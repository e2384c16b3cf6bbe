import type { OnuChange, OnuKey, OnuTableRow } from '@olt/protocol';

/** What the 'onuChange' event carries (the `/ws` type-3 frame without its type) and an ONU that left, as protocol defines them. */
export type { OnuChange, OnuKey };

/** Anything the journal can report as a changed ONU row; the ONU area builds the row when the change is taken. */
export interface RowSource {
  readonly alive: boolean;
}

/** The configuration a change touched: whole sections, and single records of keyed sections. */
export interface ConfigDirt {
  sections: Set<string>;
  records: Map<string, Set<string>>;
}

/**
 * What an operation or a simulation step changed, collected until the kernel commits it: configuration to store,
 * ONU rows to push, alarms and log lines to publish. Nothing here is published before the commit, so a change the
 * store refuses leaves no trace outside the device.
 */
export class Journal<Onu extends RowSource = RowSource> {
  private onus = new Set<Onu>();
  private removed: OnuKey[] = [];
  private dirt: ConfigDirt = { sections: new Set(), records: new Map() };
  private deferred: (() => void)[] = [];

  onu(onu: Onu): void {
    this.onus.add(onu);
  }

  gone(onu: Onu, key: OnuKey): void {
    this.onus.delete(onu);
    this.removed.push(key);
  }

  /** A whole configuration section changed; the store writes only what differs from what it holds. */
  section(...names: string[]): void {
    for (const name of names) this.dirt.sections.add(name);
  }

  /** One record of a keyed section changed (or went: its export answers undefined). */
  record(section: string, key: string): void {
    let keys = this.dirt.records.get(section);
    if (!keys) this.dirt.records.set(section, (keys = new Set()));
    keys.add(key);
  }

  /** Runs `publish` once the change is committed (alarms, log lines); dropped with a discarded change. */
  afterCommit(publish: () => void): void {
    this.deferred.push(publish);
  }

  /** Forgets the configuration changes collected so far (they came from the store); the rest stays. */
  forgetConfig(): void {
    this.dirt = { sections: new Set(), records: new Map() };
  }

  hasConfig(): boolean {
    return this.dirt.sections.size > 0 || this.dirt.records.size > 0;
  }

  /** Hands over and forgets what was collected. */
  take(rowOf: (onu: Onu) => OnuTableRow): { change: OnuChange | null; dirt: ConfigDirt; publish: (() => void)[] } {
    const rows = [...this.onus].filter((o) => o.alive).map(rowOf);
    const change = rows.length > 0 || this.removed.length > 0 ? { rows, removed: this.removed } : null;
    const taken = { change, dirt: this.dirt, publish: this.deferred };
    this.discard();
    return taken;
  }

  /** Drops what was collected (an operation was refused; nothing it touched was kept). */
  discard(): void {
    this.onus = new Set();
    this.removed = [];
    this.dirt = { sections: new Set(), records: new Map() };
    this.deferred = [];
  }
}
