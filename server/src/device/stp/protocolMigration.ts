/** 802.1D 17.13.9 Migrate Time: after an mcheck a port sends RST/MST BPDUs this long before it may fall back. */
export const MIGRATE_MS = 3_000;

/** What one OLT port's link is doing, as the migration needs it. */
export interface MigrationInput {
  key: string;
  /** the link is up at both ends and the far bridge runs the tree */
  live: boolean;
  /** the far end sends 802.1D configuration BPDUs now (a legacy STP bridge that is not silent) */
  hearsStp: boolean;
}

/**
 * Port protocol migration (802.1D 17.24, 802.1s 13.31): a port that receives 802.1D configuration BPDUs falls back
 * to STP-compatible mode and sends them itself. It stays there while the link is up, even when the neighbour can
 * speak RSTP/MSTP again, because that neighbour now hears the port's own configuration BPDUs and stays compatible
 * too; an mcheck makes the port send MST BPDUs again for the migrate time, and the neighbour answers in kind if it
 * can. A link that goes down starts the port over in MSTP.
 */
export class ProtocolMigration {
  private readonly compatible = new Set<string>();
  private readonly checkUntilMs = new Map<string, number>();

  isCompatible(key: string): boolean {
    return this.compatible.has(key);
  }

  /** Whether an mcheck's migrate time is still running on the port (its end is a change to look at). */
  isChecking(key: string, nowMs: number): boolean {
    return (this.checkUntilMs.get(key) ?? -1) > nowMs;
  }

  /** MSTP-19: the port speaks MSTP again; it falls back after the migrate time if the neighbour still cannot. */
  mcheck(key: string, nowMs: number): void {
    this.compatible.delete(key);
    this.checkUntilMs.set(key, nowMs + MIGRATE_MS);
  }

  /** Follows the links; answers the ports that have just fallen back to STP-compatible mode. */
  update(ports: readonly MigrationInput[], nowMs: number): string[] {
    const fellBack: string[] = [];
    for (const p of ports) {
      if (!p.live) {
        this.compatible.delete(p.key);
        this.checkUntilMs.delete(p.key);
        continue;
      }
      if (this.isChecking(p.key, nowMs)) continue;
      this.checkUntilMs.delete(p.key);
      if (p.hearsStp && !this.compatible.has(p.key)) {
        this.compatible.add(p.key);
        fellBack.push(p.key);
      }
    }
    return fellBack;
  }

  /** MSTP stopped, or the device restarted: every port starts over in MSTP. */
  reset(): void {
    this.compatible.clear();
    this.checkUntilMs.clear();
  }
}
