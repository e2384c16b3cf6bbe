import type { Random } from '../kernel/random.ts';
import type { CpuUsage } from '@olt/protocol';

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** CPU, memory and board temperature, wandering around values a busy OLT shows. */
export class Health {
  private cpu = 14;
  private memory = 41;
  private tempC = 44;

  /** One 5 s step; `load` (0…1) is how busy the device is, e.g. the share of its PON capacity in use. */
  step(rng: Random, load: number, events: number): void {
    const cpuTarget = 9 + 18 * load + Math.min(25, events * 3);
    this.cpu = clamp(this.cpu + 1.8 * rng.normal() + 0.3 * (cpuTarget - this.cpu), 3, 97);
    this.memory = clamp(this.memory + 0.3 * rng.normal() + 0.02 * (40 + 12 * load - this.memory), 25, 85);
    this.tempC = clamp(this.tempC + 0.15 * rng.normal() + 0.05 * (40 + this.cpu / 6 - this.tempC), 30, 70);
  }

  /** SYS-12, whole percent. */
  usage(): CpuUsage {
    return { cpu_usage: Math.round(this.cpu), memory_usage: Math.round(this.memory) };
  }

  /** Board temperature, whole °C. */
  temperature(): number {
    return Math.round(this.tempC);
  }
}
