import type { ArpRow } from '@olt/protocol';

interface ArpEntry extends ArpRow {
  lastSeenMs: number;
}

/** The ARP table: an entry per IP, refreshed while its host answers, gone once it has not for the age time. */
export class ArpTable {
  private readonly entries = new Map<string, ArpEntry>();

  seen(row: ArpRow, atMs: number): void {
    this.entries.set(row.ipaddress, { ...row, lastSeenMs: atMs });
  }

  ageOut(atMs: number, ageMs: number): void {
    for (const [ip, e] of this.entries) if (atMs - e.lastSeenMs >= ageMs) this.entries.delete(ip);
  }

  flush(): number {
    const n = this.entries.size;
    this.entries.clear();
    return n;
  }

  rows(): ArpRow[] {
    return [...this.entries.values()].map(({ lastSeenMs: _, ...row }) => row);
  }
}
