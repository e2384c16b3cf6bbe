import { useSyncExternalStore } from 'react';
import i18next, { type FlatNamespace, type i18n, type TFunction } from 'i18next';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/**
 * A component's translator: `t` for its namespace (the first of a list; the others are named in the keys, as
 * `common:…`) in the language shown, and i18next. The console's own in place of react-i18next's hook, which copies
 * every property of the i18next instance for each component that asks and looks each text up again at every call:
 * in CPU profiles of the ONU table and the status home, a good share of a render went to looking texts up and
 * to those copies (README › Benchmarks). A text asked without options is looked up once per language and namespace;
 * one asked with values is filled in from its text looked up once (`fillIn`).
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
    const templates = new Map<string, string | null>();
    const templateOf = (key: string): string | null => {
      let template = templates.get(key);
      if (template === undefined) {
        template = plainTemplate(lng, ns, key);
        templates.set(key, template);
      }
      return template;
    };
    t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string') return lookUp(key, ...rest);
      if (rest.length > 0) {
        const template = rest.length === 1 ? templateOf(key) : null;
        return (template !== null && fillIn(template, rest[0])) || lookUp(key, ...rest);
      }
      let text = texts.get(key);
      if (text === undefined) {
        const template = templateOf(key);
        text = template !== null && !template.includes('{{') ? template : lookUp(key);
        texts.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    translators.set(id, t);
  }
  return t;
}

/** A placeholder as the dictionaries write them: `{{name}}`, a value of the options by its name. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Options that are i18next's own (plurals, context, defaults, …), not values to fill in: i18next handles those. */
const I18NEXT_OPTION =
  /^(count|context|defaultValue.*|replace|lngs?|fallbackLng|ns|returnObjects|returnDetails|joinArrays|postProcess|interpolation|skipInterpolation|ordinal|keySeparator|nsSeparator)$/;

/**
 * A text as the dictionary holds it, where i18next would answer it as it is or with its placeholders filled in and
 * nothing else (no nesting, formats or escaping: the console's i18next escapes nothing, lib/i18n.ts); null for
 * anything else, which i18next then looks up itself. A key may name another namespace (`common:…`).
 */
function plainTemplate(lng: string, ns: string, key: string): string | null {
  const colon = key.indexOf(':');
  const text: unknown =
    colon < 0 ? i18next.getResource(lng, ns, key) : i18next.getResource(lng, key.slice(0, colon), key.slice(colon + 1));
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  const placeholders = text.match(PLACEHOLDER)?.length ?? 0;
  return text.split('{{').length - 1 === placeholders ? text : null;
}

/**
 * `template` with each placeholder replaced by its value in `options`, as i18next fills it in; null where i18next
 * must (an option of its own, a value missing or not a string or number).
 */
function fillIn(template: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  const values = options as Record<string, unknown>;
  for (const name in values) if (I18NEXT_OPTION.test(name)) return null;
  let isFilled = true;
  const text = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    isFilled = false;
    return '';
  });
  return isFilled ? text : null;
}
