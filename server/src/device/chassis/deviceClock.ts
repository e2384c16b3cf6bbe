import { CLOCK_MODE, DEFAULT_TIME_ZONE, REFUSAL_WORDS, zoneOffsetMinutes } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

/** The clock's settings as the device keeps them on flash (with its real-time clock, it outlives a restart). */
export interface ClockState {
  mode: (typeof CLOCK_MODE)[keyof typeof CLOCK_MODE];
  servers: [string, string];
  pollSeconds: number;
  zone: number;
  /** by hand: how far the wall clock stands from the simulation's time */
  offsetMs: number;
}

/** The settings key the clock is kept under. */
export const CLOCK_SETTING = 'device_clock';

/**
 * A device leaves the factory with its clock by hand, standing at the host's local time, so that a fresh device
 * reads as the machine it runs on.
 */
export const FACTORY_CLOCK: ClockState = {
  mode: CLOCK_MODE.manual,
  servers: ['0.0.0.0', ''],
  pollSeconds: 1,
  zone: DEFAULT_TIME_ZONE,
  offsetMs: 0,
};

/** Host-local epoch milliseconds of a wall time: what `new Date(y, m - 1, d, …)` gives. */
export const wallMs = ([y = 1970, mo = 1, d = 1, h = 0, mi = 0, s = 0]: readonly number[]): number =>
  new Date(y, mo - 1, d, h, mi, s).getTime();

/**
 * The device's wall clock, which TIME-01 reports, the ACL time ranges are active by, and alarms could be stamped with.
 * Its reading is a host-local epoch time: its local date and time fields are the device's wall time, as the time
 * ranges read them. By hand it runs on from where it was set; with NTP it is the network's time (the simulation's,
 * which follows the host) shown in the device's zone.
 */
export class DeviceClock {
  private state: ClockState = { ...FACTORY_CLOCK };

  constructor(private readonly simNow: () => number) {}

  now(): number {
    const sim = this.simNow();
    if (this.state.mode === CLOCK_MODE.manual) return sim + this.state.offsetMs;
    // local fields of the result = UTC fields of (sim + zone offset)
    const zoneMs = zoneOffsetMinutes(this.state.zone) * 60_000;
    const hostShift = new Date(sim).getTimezoneOffset() * 60_000;
    return sim + zoneMs + hostShift;
  }

  get zone(): number {
    return this.state.zone;
  }

  settings(): ClockState {
    return { ...this.state, servers: [...this.state.servers] };
  }

  restore(state: ClockState): void {
    this.state = { ...FACTORY_CLOCK, ...state, servers: [...state.servers] };
  }

  /** TIME-03: NTP on (servers, interval) from now on; TIME-04: off, the clock running on by hand from its reading. */
  setNtp(mode: ClockState['mode'], servers: [string, string], pollSeconds: number): void {
    if (mode === CLOCK_MODE.ntp) {
      this.state = { ...this.state, mode, servers: [...servers], pollSeconds };
      return;
    }
    if (this.state.mode === CLOCK_MODE.manual) return;
    const reading = this.now();
    this.state = { ...this.state, mode, offsetMs: reading - this.simNow() };
  }

  /** TIME-05: the wall time in a zone, by hand; NTP must be off first, as the console turns it off before. */
  set(time: readonly number[], zone: number): void {
    if (this.state.mode !== CLOCK_MODE.manual) refuse(REFUSAL_WORDS.clockOnNtp);
    this.state = { ...this.state, zone, offsetMs: wallMs(time) - this.simNow() };
  }
}
