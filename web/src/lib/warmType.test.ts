import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeScaleOf, warmType } from './warmType.ts';

const sheetOf = (css: string): CSSStyleSheet => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet as CSSStyleSheet;
};

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('typeScaleOf', () => {
  it('names each family, pixel size and weight the rules declare, in group rules too, once each', () => {
    const sheet = sheetOf(`
      body { font-family: var(--olt-font); font-size: 14px; }
      .a { font-size: 12px; font-weight: 600; }
      .b { font-size: 14px; font-family: inherit; }
      .c { font-size: 1.2em; font-weight: bold; }
      @media (min-width: 900px) { .d { font-size: 20px; font-family: ui-monospace, monospace; } }
      .e { font-weight: normal; color: red; }
    `);
    const scale = typeScaleOf([sheet]);
    expect(scale.families).toEqual(['var(--olt-font)', 'ui-monospace, monospace']);
    expect(scale.sizes).toEqual(['14px', '12px', '20px']);
    expect(scale.weights).toEqual(['400', '600', 'bold']);
  });

  it('leaves out a sheet whose rules it may not read', () => {
    const locked = {
      get cssRules(): CSSRuleList {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    } as unknown as CSSStyleSheet;
    const scale = typeScaleOf([locked, sheetOf('.a { font-size: 13px }')]);
    expect(scale.sizes).toEqual(['13px']);
  });
});

describe('warmType', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scale = { families: ['serif', 'monospace'], sizes: ['12px', '20px'], weights: ['400', '600'] };
  const lines = () => [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"] span')];

  const shown = () => lines().map((l) => `${l.style.fontFamily} ${l.style.fontSize} ${l.style.fontWeight}`);

  it('lays out one family and size at a time in every weight, hidden, and takes the holder away at the end', () => {
    warmType(scale);
    expect(lines()).toHaveLength(0);
    const seen: string[][] = [];
    for (let step = 0; step < 4; step++) {
      vi.advanceTimersToNextTimer();
      seen.push(shown());
    }
    expect(seen).toEqual([
      ['serif 12px 400', 'serif 12px 600'],
      ['monospace 12px 400', 'monospace 12px 600'],
      ['serif 20px 400', 'serif 20px 600'],
      ['monospace 20px 400', 'monospace 20px 600'],
    ]);
    const holder = lines()[0]?.parentElement;
    expect(holder?.style.visibility).toBe('hidden');
    vi.advanceTimersToNextTimer();
    expect(holder?.isConnected).toBe(false);
  });

  it('stops and takes the holder away when cancelled', () => {
    const cancel = warmType(scale);
    vi.advanceTimersToNextTimer();
    expect(lines()).toHaveLength(2);
    cancel();
    expect(lines()).toHaveLength(0);
    vi.runAllTimers();
    expect(lines()).toHaveLength(0);
  });

  it('does nothing where the sheets name no family', () => {
    warmType({ families: [], sizes: ['12px'], weights: ['400'] });
    vi.runAllTimers();
    expect(document.body.children).toHaveLength(0);
  });
});
