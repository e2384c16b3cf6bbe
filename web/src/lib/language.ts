import { create } from 'zustand';
import { getSystemLangRoute, setSystemLangRoute, type Language } from '@olt/protocol/light';
import { send } from './apiClient.ts';
import { pageFacts } from './pageFacts.ts';

interface LanguageState {
  lang: Language;
  /** set once the device's language is known */
  isLoaded: boolean;
  /** Switches the UI at once and, unless the language is fixed, posts it to the device (spec §4). */
  setLang: (lang: Language, options?: { post?: boolean }) => void;
  load: () => Promise<void>;
}

const initial = (): Language =>
  pageFacts?.lang ?? (typeof document !== 'undefined' && document.documentElement.lang === 'zh' ? 'zh' : 'en');

export const useLanguage = create<LanguageState>((set) => ({
  lang: initial(),
  // the page the device served already says its language
  isLoaded: pageFacts !== null,
  setLang: (lang, { post = true } = {}) => {
    set({ lang });
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    if (post) void send(setSystemLangRoute, { param: { lang } }).catch(() => undefined);
  },
  load: async () => {
    let lang: Language = 'en';
    try {
      const { envelope } = await send(getSystemLangRoute);
      // any answer but code 1 means English (api.md SYS-05)
      if (envelope.code === 1 && envelope.data?.lang === 'zh') lang = 'zh';
    } catch {
      lang = 'en';
    }
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    set({ lang, isLoaded: true });
  },
}));
