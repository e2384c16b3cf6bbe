import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App as AntApp } from 'antd';
import { initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import AntdProviders, { useFeedbackBinding } from '../lib/antdProviders.tsx';

interface RenderOptions {
  /** the address the router starts at, or the history up to it (the last entry is the current one) */
  at?: string | string[];
  lang?: 'zh' | 'en';
  /** a client the test keeps, to read or seed the cache; a fresh one otherwise */
  client?: QueryClient;
}

function FeedbackBinding() {
  useFeedbackBinding();
  return null;
}

/**
 * Renders a screen or a part of one with what the console gives every page: the console's query client (no retries),
 * antd's `App` with toasts bound as in the providers, i18next in `lang`, and a router at `at`.
 */
export function renderWithProviders(
  ui: ReactNode,
  { at = '/', lang = 'en', client = createQueryClient() }: RenderOptions = {},
) {
  initI18n(lang);
  const entries = typeof at === 'string' ? [at] : at;
  const view = render(
    <QueryClientProvider client={client}>
      <AntdProviders>
        <AntApp>
          <FeedbackBinding />
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {ui}
          </MemoryRouter>
        </AntApp>
      </AntdProviders>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
