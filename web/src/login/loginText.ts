import { createContext, useCallback, useContext } from 'react';
import type { Language } from '@olt/protocol/light';
import { useLanguage } from '../lib/language.ts';
import { login as zh } from '../i18n/zh/login.ts';
import { login as en } from '../i18n/en/login.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the login dictionary, e.g. `error.illegal`. */
export type LoginKey = Leaves<typeof zh>;
type TextValues = Record<string, string | number>;
export type LoginText = (key: LoginKey, values?: TextValues) => string;

const dictionaries: Record<Language, typeof zh> = { zh, en };

function lookup(dictionary: unknown, key: string): string | undefined {
  let node = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The login page cannot wait for i18next (it lives in the console chunk), so it reads the same dictionaries here.
 * `{{name}}` placeholders are filled from `values`; a numeric `count` picks the `_one` form as i18next would.
 */
export function translate(lang: Language, key: LoginKey, values: TextValues = {}): string {
  const dictionary = dictionaries[lang];
  let text: string | undefined;
  if (typeof values.count === 'number' && new Intl.PluralRules(lang).select(values.count) === 'one') {
    text = lookup(dictionary, `${key}_one`);
  }
  text ??= lookup(dictionary, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The language the device's own render of the page uses (login/prerender.tsx). A store read during a server render
 * answers the store's initial state, not the device's language, so the render names it here; in the browser the
 * store's initial state is the same language (lib/pageFacts.ts), and later switches come from the store.
 */
export const RenderedLanguage = createContext<Language | null>(null);

/** The page's language: the rendered one on the device, the language store in the browser. */
export function useLoginLanguage(): Language {
  const rendered = useContext(RenderedLanguage);
  const lang = useLanguage((s) => s.lang);
  return rendered ?? lang;
}

/** `t` bound to the current language; components re-render when the language changes. */
export function useLoginText(): LoginText {
  const lang = useLoginLanguage();
  return useCallback((key, values) => translate(lang, key, values), [lang]);
}
