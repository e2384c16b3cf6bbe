import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@olt/protocol/light';
import { hasDictionary, initI18n, loadDictionary } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { consoleQueryClient } from '../lib/queryClient.ts';
import { FeedbackHost } from './FeedbackHost.tsx';

/**
 * `lang` once its dictionaries are in (lib/i18n.ts loads each language on its own); until then the language shown
 * before, or null before any: a switch shows the new language whole, never its keys.
 */
function useLoadedLanguage(lang: Language): Language | null {
  const [shown, setShown] = useState<Language | null>(() => (hasDictionary(lang) ? lang : null));
  useEffect(() => {
    let isCurrent = true;
    loadDictionary(lang).then(
      () => isCurrent && setShown(lang),
      // a lost link: the console stays in the language it shows, and the next switch tries again
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [lang]);
  return hasDictionary(lang) ? lang : shown;
}

function Translations({ lang, children }: { lang: Language; children: ReactNode }) {
  // i18next set up once, before anything below asks for a text (lib/translation.ts reads it, no context needed)
  useState(() => initI18n(lang));
  // before paint, so a language switch never shows one frame of mixed languages
  useLayoutEffect(() => {
    initI18n(lang);
  }, [lang]);
  return children;
}

/**
 * Everything the console's screens rely on: the query client, i18next, and the host of toasts and confirmations.
 * Ant Design's theme and locale come with each part drawn with it (lib/antdScope.tsx). The language comes from its
 * store, so a switch applies everywhere at once.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const lang = useLoadedLanguage(useLanguage((s) => s.lang));
  const [client] = useState(() => queryClient ?? consoleQueryClient());
  if (lang === null) return null;
  return (
    <QueryClientProvider client={client}>
      <Translations lang={lang}>
        {children}
        <FeedbackHost />
      </Translations>
    </QueryClientProvider>
  );
}
