import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG, bindFeedback } from '../lib/feedback.ts';
import { useLanguage } from '../lib/language.ts';
import { useTheme } from '../lib/theme.ts';
import { POPOVER_WIDTH_PX } from '../lib/uiLimits.ts';
import { consoleTheme } from './consoleTheme.ts';

// a popover is at least this wide, so short texts do not make slivers; wider content still fits (spec §9)
const POPOVER_CONFIG = { styles: { container: { minWidth: POPOVER_WIDTH_PX } } };
// the console's own pager carries First/End; antd's pagers never offer a page-size changer (spec §9)
const PAGINATION_CONFIG = { showSizeChanger: false };

/**
 * Ant Design's locale and theme for what is drawn with it, from the language and theme stores, so a switch applies
 * to every part at once. Loaded only where Ant Design is used (lib/antdScope.tsx): the screens an operator opens most
 * paint without it, so they paint at once.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const lang = useLanguage((s) => s.lang);
  const color = useTheme((s) => s.color);
  // before paint, so a language switch never shows one frame of mixed languages
  useLayoutEffect(() => {
    dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  }, [lang]);
  const theme = useMemo(() => consoleTheme(color), [color]);
  return (
    <ConfigProvider
      locale={lang === 'zh' ? zhCN : enUS}
      theme={theme}
      popover={POPOVER_CONFIG}
      pagination={PAGINATION_CONFIG}
    >
      {children}
    </ConfigProvider>
  );
}

/** Binds the toasts, notifications and confirmations of lib/feedback.ts to the nearest antd `App`. */
export function useFeedbackBinding(): void {
  const { message, notification, modal } = AntApp.useApp();
  // a layout effect, so that it runs before the passive effects of the pages that may toast on mount
  useLayoutEffect(() => {
    bindFeedback({ message, notification, modal });
    return () => bindFeedback(null);
  }, [message, notification, modal]);
}

function FeedbackBinding() {
  useFeedbackBinding();
  return null;
}

/** The console's one antd `App`: it draws every toast, notification and confirmation (app/FeedbackHost.tsx). */
export function FeedbackApp() {
  return (
    <AntApp component={false} message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
      <FeedbackBinding />
    </AntApp>
  );
}
