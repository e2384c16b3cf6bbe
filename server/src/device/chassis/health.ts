import type { Random } from '../kernel/random.ts';
import type { CpuUsage, HealthSample } from '@olt/protocol';

/** A point every 5 simulated seconds, an hour and its first point kept (the monitor screen's longest view). */
export const HEALTH_SAMPLES_KEPT = 721;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** CPU, memory and board temperature, wandering around values a busy OLT shows. */
export class Health {
  private cpu = 14;
  private memory = 41;
  private tempC = 44;
  private history: HealthSample[] = [];

  /** One 5 s step; `load` (0…1) is how busy the device is, e.g. the share of its PON capacity in use. */
  step(rng: Random, load: number, events: number): void {
    const cpuTarget = 9 + 18 * load + Math.min(25, events * 3);
    this.cpu = clamp(this.cpu + 1.8 * rng.normal() + 0.3 * (cpuTarget - this.cpu), 3, 97);
    this.memory = clamp(this.memory + 0.3 * rng.normal() + 0.02 * (40 + 12 * load - this.memory), 25, 85);
    this.tempC = clamp(this.tempC + 0.15 * rng.normal() + 0.05 * (40 + this.cpu / 6 - this.tempC), 30, 70);
  }

  /** Keeps the current use as a point of the history at `nowMs`. */
  sample(nowMs: number): void {
    this.history.push({ time_ms: nowMs, ...this.usage() });
    if (this.history.length > HEALTH_SAMPLES_KEPT) this.history.shift();
  }

  /** MON-03: the history, oldest first. */
  samples(): HealthSample[] {
    return this.history.map((s) => ({ ...s }));
  }

  /** After a reboot the device has sampled nothing yet. */
  forget(): void {
    this.history = [];
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
