import i18next from 'i18next';
import type { Language } from '@olt/protocol/light';
import type { zh } from '../i18n/zh/index.ts';
import { forgetTranslations } from './translation.ts';

/** Every namespace of one language. */
export type Dictionary = typeof zh;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Dictionary;
  }
}

/**
 * Each language's dictionaries are a file of their own, which the console loads for the language it shows and the
 * device names in the page it serves (server api/console/consolePage.ts): a console page opened directly reads, parses and
 * evaluates one language rather than both. The other loads when the operator switches.
 */
const LOADERS: Record<Language, () => Promise<Dictionary>> = {
  zh: () => import('../i18n/zh/index.ts').then((m) => m.zh),
  en: () => import('../i18n/en/index.ts').then((m) => m.en),
};

const loaded = new Map<Language, Dictionary>();
const loading = new Map<Language, Promise<Dictionary>>();

/** Whether i18next has a language's dictionaries; `loadDictionary` gives them. */
export const hasDictionary = (lang: Language): boolean => loaded.has(lang);

/** Gives i18next a language's dictionaries (loaded, or imported by a test). */
export function addDictionary(lang: Language, dictionary: Dictionary): void {
  if (loaded.get(lang) === dictionary) return;
  loaded.set(lang, dictionary);
  if (!i18next.isInitialized) return;
  for (const [namespace, bundle] of Object.entries(dictionary)) {
    i18next.addResourceBundle(lang, namespace, bundle, true, true);
  }
  forgetTranslations();
}

/** Loads a language's dictionaries once; a failed load (a lost link) is tried again on the next call. */
export function loadDictionary(lang: Language): Promise<Dictionary> {
  const known = loaded.get(lang);
  if (known) return Promise.resolve(known);
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then(
      (dictionary) => {
        addDictionary(lang, dictionary);
        return dictionary;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * i18next for the console after sign-in, in a language whose dictionaries are loaded (`loadDictionary`); the login
 * page reads its own namespace without it.
 */
export function initI18n(lang: Language): typeof i18next {
  if (!i18next.isInitialized) {
    const first = loaded.get(lang) ?? [...loaded.values()][0];
    void i18next.init({
      resources: Object.fromEntries([...loaded].map(([code, dictionary]) => [code, dictionary])),
      lng: lang,
      fallbackLng: false,
      ns: first ? Object.keys(first) : ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  return i18next;
}
