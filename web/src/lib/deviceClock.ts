import { useEffect, useState } from 'react';

/**
 * The device's clock as TIME-01 reports it ([Y, M, D, h, m, s] on the device's own wall clock, and uptime as
 * [days, h, m, s]), moved on locally between reads as the original console did. The device's wall time is kept as
 * if it were UTC, so that the browser's own time zone never shifts what the device says.
 */

/** [Y, M, D, h, m, s] as milliseconds on a UTC scale. */
export function clockMs(parts: readonly number[]): number {
  const [y = 1970, mo = 1, d = 1, h = 0, mi = 0, s = 0] = parts;
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Milliseconds on that scale back to [Y, M, D, h, m, s]. */
export function clockParts(ms: number): number[] {
  const d = new Date(ms);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
}

const two = (n: number) => String(n).padStart(2, '0');

/** The original's `YYYY-M-D h:mm:ss`. */
export function formatClock(ms: number): string {
  const [y, mo, d, h, mi, s] = clockParts(ms) as [number, number, number, number, number, number];
  return `${y}-${mo}-${d} ${h}:${two(mi)}:${two(s)}`;
}

/** [days, h, m, s] as seconds. */
export const uptimeSeconds = ([d = 0, h = 0, m = 0, s = 0]: readonly number[]): number =>
  ((d * 24 + h) * 60 + m) * 60 + s;

/** Seconds as the parts an uptime text fills in, minutes and seconds two digits wide. */
export function uptimeFields(seconds: number): { days: number; hours: number; minutes: string; seconds: string } {
  const whole = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor(whole / 3600) % 24,
    minutes: two(Math.floor(whole / 60) % 60),
    seconds: two(whole % 60),
  };
}

/** Milliseconds passed since `sinceMs` (a read's arrival), moving on every second. */
export function useElapsedMs(sinceMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, nowMs - sinceMs);
}
