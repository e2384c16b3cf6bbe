import { countOnus, onuLabel, type OnuCounts, type OnuOpticsRow, REFUSAL_WORDS, wordsText } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import type { OnusOnPon } from '../pon/ponArea.ts';
import type { OnuControl } from './onuControl.ts';
import type { OnuLife } from './onuLife.ts';
import type { OnuOps } from './onuOps.ts';
import { onuReading } from './onuOptics.ts';
import { isReachable, type Onu, type OnuStore } from './onuStore.ts';

/** What the PONs read of their ONUs, and what they tell them (the PON area is attached to this). */
export class OnuPonSide implements OnusOnPon {
  constructor(
    private readonly store: OnuStore,
    private readonly life: OnuLife,
    private readonly ops: OnuOps,
    private readonly control: OnuControl,
  ) {}

  reachableCount(portId: number): number {
    let n = 0;
    for (const onu of this.store.onPon(portId)) if (isReachable(onu.status)) n++;
    return n;
  }

  onlineCount(portId: number): number {
    let n = 0;
    for (const onu of this.store.onPon(portId)) if (onu.status === 'Online') n++;
    return n;
  }

  count(portId: number): number {
    return this.store.count(portId);
  }

  counts(portId: number): OnuCounts {
    return countOnus(this.store.onPon(portId).map((onu) => onu.status));
  }

  reachable(portId: number, onuId: number): Onu {
    const onu = this.ops.onu(portId, onuId);
    if (!isReachable(onu.status)) refuse(wordsText(REFUSAL_WORDS.onuNoOptics, { onu: onuLabel(portId, onuId) }));
    return onu;
  }

  opticsRows(portId: number): OnuOpticsRow[] {
    return this.store
      .onPon(portId)
      .filter((o) => isReachable(o.status))
      .map((o) => ({ port_id: o.portId, onu_id: o.onuId, onu_name: o.name, macaddr: o.mac, ...onuReading(o) }));
  }

  lightStopped(portId: number, atMs: number): void {
    this.life.ponStopped(portId, atMs);
  }

  lightStarted(portId: number, atMs: number): void {
    this.life.ponStarted(portId, atMs);
  }

  reassess(portId: number): void {
    this.control.reassess(portId);
  }
}
