import { onuLabel } from '@olt/protocol';
import type { Keyed } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { onuKey } from './onuConfig.ts';
import type { OnusArea } from './onusArea.ts';
import type { Onu } from './onuStore.ts';

/** A per-ONU configuration record: the ONU it belongs to, and whatever the area keeps. */
interface OnuKeyed {
  port_id: number;
  onu_id: number;
}

/** How a per-ONU section is stored: one row per ONU that has a record. */
export const onuKeyed = <T extends OnuKeyed>(): Keyed<T> => ({
  keyOf: (r) => onuKey(r.port_id, r.onu_id),
  order: (a, b) => a.port_id - b.port_id || a.onu_id - b.onu_id,
});

/**
 * The records of one per-ONU section (SLA, UNI ports, multicast, WAN…). An ONU has a record only once someone set
 * something on it (until then the area answers its defaults); setting one keeps the ONU in the allow list while it is
 * away, and the record goes when the ONU leaves the allow list. Every change marks the one row it touched.
 */
export class OnuRecords<T extends OnuKeyed> {
  private readonly records = new Map<string, T>();

  constructor(
    private readonly k: Kernel,
    private readonly section: string,
    private readonly onus: OnusArea,
  ) {
    onus.onRemoved((onu) => {
      const key = onuKey(onu.portId, onu.onuId);
      if (this.records.delete(key)) k.journal.record(section, key);
    });
  }

  get(onu: Onu): T | undefined {
    return this.records.get(onuKey(onu.portId, onu.onuId));
  }

  /** Stores the ONU's record (inside a write) and keeps the ONU configured. */
  put(onu: Onu, record: T): void {
    const key = onuKey(onu.portId, onu.onuId);
    this.records.set(key, record);
    this.onus.control.pin(onu);
    this.k.journal.record(this.section, key);
  }

  /** Back to the defaults: the row goes. */
  drop(onu: Onu): void {
    const key = onuKey(onu.portId, onu.onuId);
    if (this.records.delete(key)) this.k.journal.record(this.section, key);
  }

  all(): T[] {
    const keyed = onuKeyed<T>();
    return [...this.records.values()].sort((a, b) => keyed.order(a, b));
  }

  record(key: string): T | undefined {
    return this.records.get(key);
  }

  /** Refuses records of ONUs the candidate configuration does not list, or listed twice. */
  check(records: readonly T[], onus: readonly OnuKeyed[]): void {
    const known = new Set(onus.map((o) => onuKey(o.port_id, o.onu_id)));
    const seen = new Set<string>();
    for (const r of records) {
      const key = onuKey(r.port_id, r.onu_id);
      if (!known.has(key)) refuse(`${this.section}: ${onuLabel(r.port_id, r.onu_id)} is not in the allow list`);
      if (seen.has(key)) refuse(`${this.section}: ${onuLabel(r.port_id, r.onu_id)} appears twice`);
      seen.add(key);
    }
  }

  load(records: readonly T[]): void {
    this.records.clear();
    for (const r of records) this.records.set(onuKey(r.port_id, r.onu_id), r);
  }
}
