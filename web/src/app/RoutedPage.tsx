import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../lib/pages.ts';
import { AntdScope } from '../lib/antdScope.tsx';
import { mayOpen, useAccess } from '../lib/access.ts';
import { advancedPageOf, type PageTitleKey } from './menu.ts';
import { RouteLoading } from './RouteLoading.tsx';
import { useTranslation } from '../lib/translation.ts';

const NoAccess = lazy(() => import('./NoAccess.tsx').then((m) => ({ default: m.NoAccess })));

interface RoutedPageProps {
  Page: ComponentType<PageProps>;
  name: string;
  titleKey: PageTitleKey;
  /** the page paints without Ant Design (lib/pages.ts `light`) */
  isLight: boolean;
}

/**
 * Gives a page its name and its title in the current language, and Ant Design's providers unless it paints without
 * them. An advanced page the session may not open (typed in the address bar: the menu does not offer it) says so
 * instead of showing reads the device would refuse.
 */
export function RoutedPage({ Page, name, titleKey, isLight }: RoutedPageProps) {
  const { t } = useTranslation(['menu', 'shell']);
  const info = useAccess((s) => s.info);
  const title = t(titleKey);
  if (advancedPageOf(name) && !mayOpen(info, name)) {
    return (
      <AntdScope fallback={<RouteLoading />}>
        <NoAccess name={name} title={title} />
      </AntdScope>
    );
  }
  if (isLight) return <Page name={name} title={title} />;
  return (
    <AntdScope fallback={<RouteLoading />}>
      <Page name={name} title={title} />
    </AntdScope>
  );
}
