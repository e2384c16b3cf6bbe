import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh } from '../i18n/zh/index.ts';
import { en } from '../i18n/en/index.ts';

export const NAMESPACES = Object.keys(zh) as (keyof typeof zh)[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zh;
  }
}

/** i18next for the console after sign-in; the login page reads the same dictionaries without it. */
export function initI18n(lang: 'zh' | 'en'): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { zh, en },
      lng: lang,
      fallbackLng: false,
      ns: NAMESPACES,
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
