import { hash32, type Random } from '../kernel/random.ts';
import type { Onu } from '../onus/onuStore.ts';

/** A set-top box behind an ONU's UNI port, and the program it watches (null: switched off). */
export interface SetTopBox {
  key: string;
  onu: Onu;
  uni: number;
  watching: { ip: number; vid: number } | null;
}

/** Per simulated second: switch on, zap, switch off with a leave, or lose power without one. */
const ODDS = { on: 1 / 600, zap: 1 / 90, off: 1 / 1800, powerCut: 1 / 3600 } as const;
/** Share of ONUs with a set-top box behind them, and of those watching when the device starts. */
const WITH_BOX = 3;
const WATCHING_AT_START = 0.6;

export type BoxEvent =
  | { kind: 'join'; box: SetTopBox; ip: number; vid: number }
  | { kind: 'leave'; box: SetTopBox; ip: number; vid: number }
  | { kind: 'silent'; box: SetTopBox };

/** Whether an ONU has a box: a third of them, the same ones on every run. */
export const hasBox = (onu: Onu): boolean => hash32(`${onu.mac}/stb`) % WITH_BOX === 0;

/**
 * The viewers: popular programs are watched by many (a Zipf-like choice over the programs in order), boxes zap
 * from one to another and are switched off, now and then without a leave (power cut), which only aging cleans up.
 */
export class SetTopBoxes {
  private readonly boxes = new Map<string, SetTopBox>();

  constructor(private readonly random: Random) {}

  all(): IterableIterator<SetTopBox> {
    return this.boxes.values();
  }

  /** Keeps one box per ONU that has one and is online; a box whose ONU went away is forgotten (off). */
  follow(onus: readonly Onu[]): void {
    const seen = new Set<string>();
    for (const onu of onus) {
      if (onu.status !== 'Online' || !hasBox(onu)) continue;
      const key = `${onu.portId}/${onu.onuId}/1`;
      seen.add(key);
      const box = this.boxes.get(key);
      if (!box || box.onu !== onu) this.boxes.set(key, { key, onu, uni: 1, watching: null });
    }
    for (const key of [...this.boxes.keys()]) if (!seen.has(key)) this.boxes.delete(key);
  }

  /** The boxes watching when the device starts. */
  warmUp(programs: readonly { ip: number; vid: number }[]): BoxEvent[] {
    const events: BoxEvent[] = [];
    if (programs.length === 0) return events;
    for (const box of this.boxes.values())
      if (this.random.chance(WATCHING_AT_START)) events.push(this.watch(box, this.pick(programs)));
    return events;
  }

  step(programs: readonly { ip: number; vid: number }[]): BoxEvent[] {
    const events: BoxEvent[] = [];
    for (const box of this.boxes.values()) {
      const w = box.watching;
      if (!w) {
        if (programs.length > 0 && this.random.chance(ODDS.on)) events.push(this.watch(box, this.pick(programs)));
        continue;
      }
      if (this.random.chance(ODDS.powerCut)) {
        box.watching = null;
        events.push({ kind: 'silent', box });
      } else if (this.random.chance(ODDS.off)) {
        box.watching = null;
        events.push({ kind: 'leave', box, ...w });
      } else if (programs.length > 0 && this.random.chance(ODDS.zap)) {
        events.push({ kind: 'leave', box, ...w });
        events.push(this.watch(box, this.pick(programs)));
      }
    }
    return events;
  }

  private watch(box: SetTopBox, program: { ip: number; vid: number }): BoxEvent {
    box.watching = program;
    return { kind: 'join', box, ...program };
  }

  /** Program i is chosen with weight 1/(i+1). */
  private pick<T>(items: readonly T[]): T {
    const total = items.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
    let x = this.random.next() * total;
    for (let i = 0; i < items.length; i++) {
      x -= 1 / (i + 1);
      if (x <= 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }
}
