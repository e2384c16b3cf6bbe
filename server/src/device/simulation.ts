import { ALARM_WORDS } from '@olt/protocol';
import type { Area } from './area.ts';
import { ALARM_ID, LEVEL } from './kernel/alarmLog.ts';
import type { Kernel } from './kernel/kernel.ts';

/** The simulation moves in whole steps of one simulated second, so the outcome does not depend on how often it runs. */
const STEP_MS = 1_000;
/** After a long pause (a suspended laptop) the simulation skips ahead rather than replaying more than this. */
const MAX_CATCH_UP_MS = 6 * 3_600_000;

/**
 * Simulated time for the areas: each simulated second fires the timers that are due (an ONU coming back), then lets
 * every area react, in the order device.ts lists them. A catch-up is one change of the device: committed once.
 */
export class Simulation {
  private simulatedMs: number;
  private steps = 0;

  constructor(
    private readonly k: Kernel,
    private readonly areas: readonly Area<never>[],
  ) {
    this.simulatedMs = k.now();
  }

  /** Runs the simulation up to the simulated clock's present; the server calls it from a timer. */
  advance(): void {
    this.k.write(() => {
      const target = this.k.now();
      if (target - this.simulatedMs > MAX_CATCH_UP_MS) this.simulatedMs = target - MAX_CATCH_UP_MS;
      while (this.simulatedMs + STEP_MS <= target) {
        this.simulatedMs += STEP_MS;
        this.k.timers.runDue(this.simulatedMs);
        const step = ++this.steps;
        for (const area of this.areas) {
          if (area.step) this.k.withLogSource(area.name, () => area.step?.(this.simulatedMs, step));
        }
      }
    });
  }

  /** Moves simulated time on by `ms` and runs the simulation to it (tests). */
  tick(ms: number): void {
    this.k.clock.tick(ms);
    this.advance();
  }

  /**
   * The device came back from a reboot: uptime and counters start again and every ONU registers anew. The caller
   * then brings back the startup configuration.
   */
  reboot(): void {
    this.advance();
    this.k.write(() => {
      const now = this.k.now();
      for (const area of this.areas) area.reboot?.(now);
      this.k.alarms.raise(ALARM_ID.systemStarted, LEVEL.info, ALARM_WORDS.systemStarted, now);
    });
  }

  get speed(): number {
    return this.k.clock.simSpeed;
  }

  setSpeed(speed: number): void {
    this.k.clock.setSpeed(speed);
  }
}
