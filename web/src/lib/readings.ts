/**
 * One formatter per optical quantity, with its unit, on every screen (the ONU table, its details, the optical
 * screens, the topology drawer). The device writes its readings as text, a number and a unit with its own precision
 * (`-19.3210 dBm`, `53.7 C`); the console shows each quantity with one precision and its proper unit sign.
 */

interface Quantity {
  digits: number;
  unit: string;
}

/** By the unit the device writes. */
const QUANTITIES: Record<string, Quantity> = {
  dBm: { digits: 2, unit: 'dBm' },
  dB: { digits: 2, unit: 'dB' },
  C: { digits: 1, unit: '°C' },
  '°C': { digits: 1, unit: '°C' },
  V: { digits: 2, unit: 'V' },
  mA: { digits: 1, unit: 'mA' },
};

const NONE = '—';

/** A power in dBm, as the console shows every one: two decimals and the unit. */
export function formatDbm(value: number | string): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? `${n.toFixed(QUANTITIES.dBm!.digits)} dBm` : NONE;
}

/** A device reading (`-19.3210 dBm`, `53.7 C`, `3.30 V`, `14.0 mA`) in the console's one form; other text as sent. */
export function sayReading(text: string | undefined): string {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return NONE;
  const parts = /^(-?\d+(?:\.\d+)?)\s*(dBm|dB|°C|C|V|mA)$/.exec(trimmed);
  const quantity = parts && QUANTITIES[parts[2] ?? ''];
  if (!parts || !quantity) return trimmed;
  return `${Number(parts[1]).toFixed(quantity.digits)} ${quantity.unit}`;
}

/** The number of a reading, for sorting and limits; NaN when there is none. */
export const readingValue = (text: string | undefined): number => Number.parseFloat(text ?? '');
