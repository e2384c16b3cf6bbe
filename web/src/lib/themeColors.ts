import { THEME_COLORS } from './uiLimits.ts';

/** Dictionary names of the five theme colours (spec §9), in THEME_COLORS order. */
export const THEME_NAMES = ['navy', 'blue', 'green', 'orange', 'grey'] as const;

/** The swatches the theme picker offers: index (the device's theme number), colour and dictionary name. */
export const THEME_SWATCHES = THEME_COLORS.map((color, index) => ({
  index,
  color,
  name: THEME_NAMES[index] ?? 'navy',
}));

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of white text on a colour. */
export function whiteContrast(hex: string): number {
  return 1.05 / (luminance(parseHex(hex)) + 0.05);
}

/** WCAG AA for normal text: the top bar's menu and names are normal-sized white text. */
const MIN_CONTRAST = 4.5;

/**
 * The theme colour as a readable shade: itself when white text reads well on it (navy, grey), otherwise darkened
 * just enough (sky blue, green and orange are too light as they are). Contrast is symmetric, so the same shade
 * serves as the top bar's background under white text and as text or links on white.
 */
export function readableShade(hex: string): string {
  const base = parseHex(hex);
  for (let shade = 0; shade <= 1; shade += 0.02) {
    const rgb = base.map((c) => c * (1 - shade)) as Rgb;
    const candidate = toHex(rgb);
    if (whiteContrast(candidate) >= MIN_CONTRAST) return candidate;
  }
  return '#000000';
}

/** The colour mixed with white, e.g. 0.88 for the pale background of a selected menu entry. */
export function tint(hex: string, whiteShare: number): string {
  return toHex(parseHex(hex).map((c) => c + (255 - c) * whiteShare) as Rgb);
}
