import type { ComponentType } from 'react';
import { Card, Result } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../lib/pages.ts';
import { mayOpen, useAccess } from '../lib/access.ts';
import { advancedPageOf, type PageTitleKey } from './menu.ts';

interface RoutedPageProps {
  Page: ComponentType<PageProps>;
  name: string;
  titleKey: PageTitleKey;
}

/**
 * Gives a page its name and its title in the current language. An advanced page the session may not open (typed
 * in the address bar: the menu does not offer it) says so instead of showing reads the device would refuse.
 */
export function RoutedPage({ Page, name, titleKey }: RoutedPageProps) {
  const { t } = useTranslation(['menu', 'shell']);
  const info = useAccess((s) => s.info);
  const title = t(titleKey);
  if (advancedPageOf(name) && !mayOpen(info, name)) {
    return (
      <Card variant="borderless" data-page={name}>
        <Result icon={<StopOutlined />} title={title} subTitle={t('shell:noAccess', { name: title })} />
      </Card>
    );
  }
  return <Page name={name} title={title} />;
}
