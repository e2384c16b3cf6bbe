/** The device clock as TIME-01 reports it: [year, month 1–12, day, hour, minute, second] in the host's local time. */
export function clockReading(nowMs: number): number[] {
  const d = new Date(nowMs);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
}

/** An uptime as [days, hours, minutes, seconds]; partial seconds are dropped. */
export function uptimeParts(uptimeMs: number): number[] {
  const seconds = Math.max(0, Math.floor(uptimeMs / 1000));
  return [Math.floor(seconds / 86_400), Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60];
}
