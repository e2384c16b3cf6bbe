import { useSyncExternalStore } from 'react';
import i18next, { type FlatNamespace, type i18n, type TFunction } from 'i18next';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/**
 * A component's translator: `t` for its namespace (the first of a list; the others are named in the keys, as
 * `common:…`) in the language shown, and i18next. The console's own in place of react-i18next's hook, which copies
 * every property of the i18next instance for each component that asks and looks each text up again at every call:
 * in CPU profiles of the ONU table and the status home, some 12 ms of a render went to looking texts up and 6 ms
 * to those copies (README, Benchmarks). A text asked without options is looked up once per language and namespace.
 */
export function useTranslation<N extends Namespaces = 'common'>(ns?: N): { t: TFunction<N>; i18n: i18n } {
  const lng = useSyncExternalStore(onLanguageChange, shownLanguage, shownLanguage);
  const first = (Array.isArray(ns) ? ns[0] : ns) as FlatNamespace | undefined;
  return { t: translator(lng, first ?? 'common') as TFunction<N>, i18n: i18next };
}

const shownLanguage = (): string => i18next.language;

function onLanguageChange(changed: () => void): () => void {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
}

const translators = new Map<string, TFunction>();

/** The dictionaries changed (lib/i18n.ts `addDictionary`): texts are looked up afresh. */
export function forgetTranslations(): void {
  translators.clear();
}

/** One translator per language and namespace, kept while the dictionaries stay, so `t` is the same between renders. */
function translator(lng: string, ns: FlatNamespace): TFunction {
  const id = `${lng}\u0000${ns}`;
  let t = translators.get(id);
  if (!t) {
    const lookUp = i18next.getFixedT(lng, ns) as unknown as (...args: unknown[]) => unknown;
    const texts = new Map<string, unknown>();
    t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return lookUp(key, ...rest);
      let text = texts.get(key);
      if (text === undefined) {
        text = lookUp(key);
        texts.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    translators.set(id, t);
  }
  return t;
}
