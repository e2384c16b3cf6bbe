import { Card, Tabs } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePonChoice } from '../../components/usePonChoice.ts';
import type { PageProps } from '../../lib/pages.ts';
import { VlanProfileTab } from './VlanProfileTab.tsx';
import { WanTab } from './WanTab.tsx';
import { WlanTab } from './WlanTab.tsx';

/** Batch configuration of one PON's ONUs (screens.md §10.8): UNI port VLAN profiles, WLAN, WAN connections. */
export function BatchConfigPage({ title }: PageProps) {
  const { t } = useTranslation('batchConfig');
  const selection = usePonChoice();
  const { portId } = selection;
  const port = selection.ports.find((p) => p.id === portId);
  const pon = { portId, portName: port ? portOptionLabel(port) : String(portId) };
  return (
    <Card variant="borderless">
      <PageHeader title={title} selection={selection} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'vlan', label: t('tabs.vlan'), children: <VlanProfileTab {...pon} /> },
          { key: 'wlan', label: t('tabs.wlan'), children: <WlanTab {...pon} /> },
          { key: 'wan', label: t('tabs.wan'), children: <WanTab {...pon} /> },
        ]}
      />
    </Card>
  );
}
