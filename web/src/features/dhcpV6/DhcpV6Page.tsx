import { Card, Divider, Flex, Typography } from 'antd';
import { dhcpv6Admin, option18Admin, option37Admin } from '@olt/protocol';
import { OnOffRow } from '../../components/OnOffRow.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { Dhcpv6Bindings } from './Dhcpv6Bindings.tsx';
import { dhcpv6Keys, useDhcpv6Global } from './dhcpv6Queries.ts';

/**
 * DHCPv6 (screens.md §14.5): the status, and while it is on, options 18 and 37; below, the bindings the relay has
 * seen (our addition), which every switch here changes, so a write refreshes them too.
 */
export function DhcpV6Page({ title }: PageProps) {
  const { t } = useTranslation('dhcp');
  const g = useDhcpv6Global();
  const device = useDeviceWrite();
  const isOn = g.data?.dhcpv6_admin === 1;
  return (
    <Card variant="borderless" data-page="dhcp_v6">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <OnOffRow
          label={t('v6.status')}
          isOn={isOn}
          isBusy={g.isPending || device.isPending}
          note={isOn ? undefined : t('v6.offNote')}
          onChange={(on) =>
            void device.run(write(dhcpv6Admin, { dhcpv6_admin: on ? 1 : 0 }), {
              success: t(on ? 'done.v6On' : 'done.v6Off'),
              invalidate: [dhcpv6Keys.all],
            })
          }
        />
        {isOn && (
          <>
            <OnOffRow
              label={t('v6.option18')}
              isOn={g.data?.option18_admin === 1}
              isBusy={device.isPending}
              onChange={(on) =>
                void device.run(write(option18Admin, { option18_admin: on ? 1 : 0 }), {
                  success: t(on ? 'done.option18On' : 'done.option18Off'),
                  invalidate: [dhcpv6Keys.all],
                })
              }
            />
            <Typography.Text type="secondary">{t('v6.note18')}</Typography.Text>
            <OnOffRow
              label={t('v6.option37')}
              isOn={g.data?.option37_admin === 1}
              isBusy={device.isPending}
              onChange={(on) =>
                void device.run(write(option37Admin, { option37_admin: on ? 1 : 0 }), {
                  success: t(on ? 'done.option37On' : 'done.option37Off'),
                  invalidate: [dhcpv6Keys.all],
                })
              }
            />
            <Typography.Text type="secondary">{t('v6.note37')}</Typography.Text>
          </>
        )}
        <Divider style={{ margin: 0 }} />
        {g.data && <Dhcpv6Bindings isRelaying={isOn} />}
      </Flex>
    </Card>
  );
}
