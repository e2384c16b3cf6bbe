import { useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { consoleQueryClient } from '../lib/queryClient.ts';
import { FeedbackHost } from './FeedbackHost.tsx';

/**
 * Everything the console's screens rely on: the query client, i18next, and the host of toasts and confirmations.
 * Ant Design's theme and locale come with each part drawn with it (lib/antdScope.tsx). The language comes from its
 * store, so a switch applies everywhere at once.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const lang = useLanguage((s) => s.lang);
  const [client] = useState(() => queryClient ?? consoleQueryClient());
  const [i18n] = useState(() => initI18n(lang));

  // before paint, so a language switch never shows one frame of mixed languages
  useLayoutEffect(() => {
    initI18n(lang);
  }, [lang]);

  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <FeedbackHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
