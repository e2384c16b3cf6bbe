import { SYSTEM_START_TIMEOUT_MS } from '@olt/protocol';
import type { DeviceEvents } from './kernel/events.ts';

interface LifecycleOptions {
  events: DeviceEvents;
  /** ends every session: a reboot signs everybody out (api.md §4.8) */
  endSessions: () => void;
  /** restarts the device model once the boot delay is over */
  restart: () => void;
  /** hears a failed restart; the device still comes up rather than stay "starting" for ever */
  onRestartError?: (err: unknown) => void;
  /** how long the device stays unavailable; tests pass 0 */
  bootDelayMs?: number;
}

/**
 * The device's power state. A reboot tells listeners first (the websocket pushes alarm 0x1001 to the signed-in
 * users), then ends the sessions and stays "starting" for the boot delay, during which GET /system_start refuses.
 */
export class Lifecycle {
  private booting = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly bootDelayMs: number;

  constructor(private readonly options: LifecycleOptions) {
    this.bootDelayMs = options.bootDelayMs ?? SYSTEM_START_TIMEOUT_MS;
  }

  get isBooting(): boolean {
    return this.booting;
  }

  /** Starts a reboot; a second request while one is under way changes nothing. Returns whether it started. */
  reboot(): boolean {
    if (this.booting) return false;
    this.booting = true;
    this.options.events.emit('rebooting');
    this.options.endSessions();
    this.timer = setTimeout(() => this.finish(), this.bootDelayMs);
    return true;
  }

  /** Stops a pending boot without finishing it, so a closed server leaves no timer behind. */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private finish(): void {
    this.timer = undefined;
    try {
      this.options.restart();
    } catch (err) {
      if (!this.options.onRestartError) throw err;
      this.options.onRestartError(err);
    } finally {
      this.booting = false;
      this.options.events.emit('started');
    }
  }
}
