import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../lib/pages.ts';
import type { PageTitleKey } from './menu.ts';

interface RoutedPageProps {
  Page: ComponentType<PageProps>;
  name: string;
  titleKey: PageTitleKey;
}

/** Gives a page its name and its title in the current language. */
export function RoutedPage({ Page, name, titleKey }: RoutedPageProps) {
  const { t } = useTranslation('menu');
  return <Page name={name} title={t(titleKey)} />;
}
