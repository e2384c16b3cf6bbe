import { describe, expect, it } from 'vitest';
import { THEME_NAMES, readableShade, tint, whiteContrast } from './themeColors.ts';
import { THEME_COLORS } from './uiLimits.ts';

describe('theme colours', () => {
  it('names every theme colour', () => {
    expect(THEME_NAMES).toHaveLength(THEME_COLORS.length);
  });

  it('mixes a colour with white for pale backgrounds', () => {
    expect(tint('#184777', 0)).toBe('#184777');
    expect(tint('#184777', 1)).toBe('#ffffff');
    expect(tint('#666666', 0.5)).toBe('#b3b3b3');
  });

  it('gives every theme a top bar on which white text reads well', () => {
    for (const color of THEME_COLORS) expect(whiteContrast(readableShade(color)), color).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark enough colour as it is and only darkens the light ones', () => {
    expect(readableShade('#184777')).toBe('#184777');
    expect(readableShade('#666666')).toBe('#666666');
    const orange = readableShade('#e6a23c');
    expect(orange).not.toBe('#e6a23c');
    // darkened, not replaced: still recognisably orange (red channel strongest, blue weakest)
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(orange.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(b ?? 0);
  });
});
