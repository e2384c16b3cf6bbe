import type { OnuChange, OnuKey } from '../../device/kernel/journal.ts';
import type { OnuTableRow } from '@olt/protocol';

const keyOf = (onu: { port_id: number; onu_id: number }): string => `${onu.port_id}/${onu.onu_id}`;

/**
 * The ONU changes between two /ws pushes, merged so that applying the batch once (removals first, then rows, as for
 * a single change) ends where applying each change in turn would: the latest row per ONU, and every removal in the
 * order it happened. A row followed by the removal of its ONU leaves only the removal.
 */
export class OnuChangeBatch {
  private rows = new Map<string, OnuTableRow>();
  private removed: OnuKey[] = [];

  add(change: OnuChange): void {
    for (const key of change.removed) {
      this.rows.delete(keyOf(key));
      this.removed.push(key);
    }
    for (const row of change.rows) this.rows.set(keyOf(row), row);
  }

  get isEmpty(): boolean {
    return this.rows.size === 0 && this.removed.length === 0;
  }

  /** Hands over what was collected and starts empty. */
  take(): OnuChange {
    const change = { rows: [...this.rows.values()], removed: this.removed };
    this.rows = new Map();
    this.removed = [];
    return change;
  }
}
