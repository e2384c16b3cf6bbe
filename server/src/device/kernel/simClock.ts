/**
 * Simulated time. It follows an injected real clock at `speed` times its pace, plus whatever tests add with
 * `tick()`. Reading it never changes the model; the simulation catches up when the server calls `Olt.advance()`.
 */
export class SimClock {
  private baseRealMs: number;
  private baseSimMs: number;
  private tickedMs = 0;
  private lastMs: number;

  constructor(
    private readonly realNow: () => number,
    private speed = 1,
  ) {
    if (!(speed > 0)) throw new RangeError('the simulation speed must be positive');
    this.baseRealMs = realNow();
    this.baseSimMs = this.baseRealMs;
    this.lastMs = this.baseSimMs;
  }

  /** Simulated epoch milliseconds; never goes backwards, even if the real clock does. */
  now(): number {
    const ms = Math.floor(this.baseSimMs + (this.realNow() - this.baseRealMs) * this.speed) + this.tickedMs;
    if (ms > this.lastMs) this.lastMs = ms;
    return this.lastMs;
  }

  /** Moves simulated time forward without the real clock moving (tests). */
  tick(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('a tick must not be negative');
    this.tickedMs += ms;
  }

  get simSpeed(): number {
    return this.speed;
  }

  /** Changes the pace from now on; time already passed is kept. */
  setSpeed(speed: number): void {
    if (!(speed > 0)) throw new RangeError('the simulation speed must be positive');
    const current = this.now();
    this.baseRealMs = this.realNow();
    this.baseSimMs = current - this.tickedMs;
    this.speed = speed;
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * An ONU time as the device writes it, `YYYY/MM/DD hh:mm:ss` (api.md §0.4), in the host's local time like the
 * device clock of TIME-01 (clock.ts).
 */
export function formatDeviceTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}/${pad2(d.getMonth() + 1)}/${pad2(d.getDate())} ` +
    `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`
  );
}

/** A device time `YYYY/MM/DD hh:mm:ss` (local, as formatDeviceTime writes it) as epoch milliseconds. */
export function localMsOf(text: string): number {
  const [day = '', time = ''] = text.split(' ');
  const [y, mo, d] = day.split('/').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}
