const BPS_UNITS = ['bps', 'kbps', 'Mbps', 'Gbps', 'Tbps'] as const;

/** Bits per second with a decimal unit (network rates are powers of 1000): 12 345 678 → "12.3 Mbps". */
export function formatBps(bps: number): string {
  let value = Math.max(0, bps);
  let unit = 0;
  while (value >= 1000 && unit < BPS_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${BPS_UNITS[unit]}`;
}
