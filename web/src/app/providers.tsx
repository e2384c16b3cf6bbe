import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { initI18n } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { useTheme } from '../lib/theme.ts';
import { consoleQueryClient } from '../lib/queryClient.ts';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG, useFeedbackBinding } from '../lib/feedback.ts';
import { consoleTheme } from './consoleTheme.ts';
import { POPOVER_WIDTH_PX } from '../lib/uiLimits.ts';

function FeedbackBinding() {
  useFeedbackBinding();
  return null;
}

// a popover is at least this wide, so short texts do not make slivers; wider content still fits (spec §9)
const POPOVER_CONFIG = { styles: { container: { minWidth: POPOVER_WIDTH_PX } } };
// the console's own pager carries First/End; antd's pagers never offer a page-size changer (spec §9)
const PAGINATION_CONFIG = { showSizeChanger: false };

/**
 * Everything the console's screens rely on: the query client, i18next, Ant Design's locale and theme, and the
 * toast/notification holder. Language and theme colour come from their stores, so a switch applies everywhere at once.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const lang = useLanguage((s) => s.lang);
  const color = useTheme((s) => s.color);
  const [client] = useState(() => queryClient ?? consoleQueryClient());
  const [i18n] = useState(() => initI18n(lang));

  // before paint, so a language switch never shows one frame of mixed languages
  useLayoutEffect(() => {
    initI18n(lang);
    dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  }, [lang]);

  const theme = useMemo(() => consoleTheme(color), [color]);

  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={lang === 'zh' ? zhCN : enUS}
          theme={theme}
          popover={POPOVER_CONFIG}
          pagination={PAGINATION_CONFIG}
        >
          <AntApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
            <FeedbackBinding />
            {children}
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
