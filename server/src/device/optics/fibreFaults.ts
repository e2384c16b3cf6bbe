import type { Random } from '../kernel/random.ts';
import type { Onu } from '../onus/onuStore.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How often a fibre fault strikes: one box's drop cable twice a year; a PON's splitter or feeder every two months. */
export const FAULT_MEAN_MS = { perOnu: 180 * DAY, perPon: 60 * DAY } as const;
/** A fault adds this much loss, and lasts until someone repairs it. */
const FAULT_LOSS_DB = { min: 3.5, max: 8 } as const;
const FAULT_LASTS_MS = { min: HOUR / 2, max: 2 * DAY } as const;

/** One fault: extra loss on the light path of some ONUs (by MAC), over a time span. */
export interface Fault {
  macs: readonly string[];
  lossDb: number;
  startMs: number;
  endMs: number;
}

/** The ONUs that share a fault with `onu`: those on its splitter, or, hanging on none, every ONU of its PON. */
export function sharedWith(onu: Onu, onPon: readonly Onu[]): Onu[] {
  return onPon.filter((o) => (onu.parent === 0 ? true : o.parent === onu.parent));
}

/** A new fault starting at `atMs`, on `onus`. */
export function newFault(rng: Random, onus: readonly Onu[], atMs: number): Fault {
  return {
    macs: onus.map((o) => o.mac),
    lossDb: rng.range(FAULT_LOSS_DB.min, FAULT_LOSS_DB.max),
    startMs: atMs,
    endMs: atMs + rng.int(FAULT_LASTS_MS.min, FAULT_LASTS_MS.max),
  };
}

/**
 * The faults of a time span, for a fast-forwarded history: per PON, shared faults of its splitters and its feeder,
 * and per ONU, faults of its own drop cable, at the rates above.
 */
export function faultsBetween(rng: Random, pons: readonly (readonly Onu[])[], fromMs: number, toMs: number): Fault[] {
  const faults: Fault[] = [];
  const arrivals = (meanMs: number, strike: (atMs: number) => void): void => {
    for (let t = fromMs - Math.log(1 - rng.next()) * meanMs; t < toMs; t -= Math.log(1 - rng.next()) * meanMs)
      strike(Math.floor(t));
  };
  for (const onus of pons) {
    if (onus.length === 0) continue;
    arrivals(FAULT_MEAN_MS.perPon, (at) => faults.push(newFault(rng, sharedWith(rng.pick(onus), onus), at)));
    for (const onu of onus) arrivals(FAULT_MEAN_MS.perOnu, (at) => faults.push(newFault(rng, [onu], at)));
  }
  return faults;
}
