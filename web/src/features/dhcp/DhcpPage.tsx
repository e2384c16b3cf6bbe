import { Card, Flex, Tabs } from 'antd';
import { dhcpAdmin } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys, useDhcpGlobal } from './dhcpQueries.ts';
import { OnOffRow } from '../../components/OnOffRow.tsx';
import { Option82Tab } from './Option82Tab.tsx';
import { RelayTab } from './RelayTab.tsx';
import { ServerTab } from './ServerTab.tsx';
import { SnoopingTab } from './SnoopingTab.tsx';

/**
 * DHCP (screens.md §14.3): the global switch, then, while DHCP is on, the relay, option 82, snooping and server tabs.
 * Each tab offers only what its current mode uses.
 */
export function DhcpPage({ title }: PageProps) {
  const { t } = useTranslation('dhcp');
  const g = useDhcpGlobal();
  const device = useDeviceWrite();
  const isOn = g.data?.dhcp_admin === 1;
  return (
    <Card variant="borderless" data-page="dhcp">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <OnOffRow
          label={t('status')}
          isOn={isOn}
          isBusy={g.isPending || device.isPending}
          note={isOn ? undefined : t('offNote')}
          onChange={(on) =>
            void device.run(write(dhcpAdmin, { dhcp_admin: on ? 1 : 0 }), {
              confirm: on ? undefined : t('offConfirm'),
              success: on ? t('done.dhcpOn') : t('done.dhcpOff'),
              invalidate: [dhcpKeys.all],
            })
          }
        />
        {isOn && g.data && (
          <Tabs
            items={[
              { key: 'relay', label: t('tab.relay'), children: <RelayTab g={g.data} /> },
              { key: 'option82', label: t('tab.option82'), children: <Option82Tab g={g.data} /> },
              { key: 'snooping', label: t('tab.snooping'), children: <SnoopingTab g={g.data} /> },
              { key: 'server', label: t('tab.server'), children: <ServerTab g={g.data} /> },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
