import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { addDictionary, initI18n } from './i18n.ts';
import { useTranslation } from './translation.ts';
import { zh } from '../i18n/zh/index.ts';
import { en } from '../i18n/en/index.ts';
import type { TFunction } from 'i18next';

const seen: TFunction<'onu'>[] = [];

function Title({ count }: { count: number }) {
  const { t } = useTranslation(['onu', 'common']);
  seen.push(t);
  return (
    <p>
      <span data-testid="plain">{t('title')}</span>
      <span data-testid="other">{t('common:ok')}</span>
      <span data-testid="count">{t('bulk.selected', { count })}</span>
    </p>
  );
}

describe('useTranslation', () => {
  it('gives the texts i18next gives, with values put in, in the language shown', () => {
    initI18n('en');
    const { rerender } = render(<Title count={3} />);
    expect(screen.getByTestId('plain')).toHaveTextContent(i18next.t('onu:title', { lng: 'en' }));
    expect(screen.getByTestId('other')).toHaveTextContent(i18next.t('common:ok', { lng: 'en' }));
    expect(screen.getByTestId('count')).toHaveTextContent(i18next.t('onu:bulk.selected', { lng: 'en', count: 3 }));
    rerender(<Title count={5} />);
    expect(screen.getByTestId('count')).toHaveTextContent(i18next.t('onu:bulk.selected', { lng: 'en', count: 5 }));
    // the same translator between renders, so what is memoised on it stays
    expect(seen.at(-1)).toBe(seen.at(-2));
  });

  it('draws the component again in the new language when the language changes', () => {
    initI18n('en');
    render(<Title count={1} />);
    const english = screen.getByTestId('plain').textContent;
    act(() => {
      initI18n('zh');
    });
    expect(screen.getByTestId('plain')).toHaveTextContent(zh.onu.title);
    expect(screen.getByTestId('plain').textContent).not.toBe(english);
  });

  it('looks texts up afresh once a language is given other dictionaries', () => {
    initI18n('en');
    const first = render(<Title count={1} />);
    expect(screen.getByTestId('plain')).toHaveTextContent(en.onu.title);
    first.unmount();
    addDictionary('en', { ...en, onu: { ...en.onu, title: 'Units' } });
    try {
      render(<Title count={1} />);
      expect(screen.getByTestId('plain')).toHaveTextContent('Units');
    } finally {
      addDictionary('en', en);
    }
  });

  it('gives every text of both dictionaries as i18next does, with and without values to fill in', () => {
    // every key of a namespace, as the components name them (nested keys joined by dots)
    const keysOf = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const compared = { plain: 0, filled: 0 };
    for (const [lang, dictionary] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      initI18n(lang);
      for (const [ns, tree] of Object.entries(dictionary)) {
        const { result } = renderHook(() => useTranslation(ns as 'common'));
        const t = result.current.t as unknown as (key: string, options?: object) => string;
        const fixed = i18next.getFixedT(lang, ns as 'common') as unknown as (key: string, options?: object) => string;
        for (const key of keysOf(tree)) {
          const names = [...String(i18next.getResource(lang, ns, key)).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);
          expect(t(key), `${lang} ${ns}:${key}`).toBe(fixed(key));
          compared.plain++;
          if (names.length === 0) continue;
          // values of each kind the components pass, one left out, an option of i18next's own, and values it ignores
          const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : ` <${name} $&>`]));
          const [first = '', ...others] = names;
          for (const options of [
            { ...values, unused: 'x', port: 3 },
            Object.fromEntries(others.map((name) => [name, 'y'])),
            { ...values, [first]: null },
            { ...values, [first]: { nested: true } },
            { ...values, count: 2 },
            { ...values, defaultValue: 'd' },
          ]) {
            expect(t(key, options), `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toBe(fixed(key, options));
            compared.filled++;
          }
        }
      }
    }
    // the dictionaries hold texts of both kinds, so both ways were compared
    expect(compared.plain).toBeGreaterThan(1000);
    expect(compared.filled).toBeGreaterThan(300);
  });
});
