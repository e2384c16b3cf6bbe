import { Card, Tabs } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { PageProps } from '../../lib/pages.ts';
import { ModuleTab } from './ModuleTab.tsx';
import { OnuOpticsTab } from './OnuOpticsTab.tsx';
import { RssiTab } from './RssiTab.tsx';

/**
 * Optical diagnosis of the PON side (screens.md §10.7): the PON transceivers, what a PON module measures of one ONU
 * (RSSI), and every ONU's own reading. Kept alive: the tab, PON and ONU chosen stay when the operator comes back.
 */
export function PonOpticalPage({ title }: PageProps) {
  const { t } = useTranslation('ponOptical');
  return (
    <Card variant="borderless">
      <PageHeader title={title} />
      <Tabs
        items={[
          { key: 'module', label: t('tabs.module'), children: <ModuleTab /> },
          { key: 'rssi', label: t('tabs.rssi'), children: <RssiTab /> },
          { key: 'onus', label: t('tabs.onus'), children: <OnuOpticsTab /> },
        ]}
      />
    </Card>
  );
}
