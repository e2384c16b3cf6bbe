import { Descriptions, Flex, Radio, Typography } from 'antd';
import { option82Admin, option82Policy, type DhcpGlobal } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys } from './dhcpQueries.ts';
import { OnOffRow } from '../../components/OnOffRow.tsx';

const POLICIES = ['keep', 'drop', 'replace'] as const;

/** DHCP-11/12: option 82 on the relayed requests, and what to do with a client's own. */
export function Option82Tab({ g }: { g: DhcpGlobal }) {
  const { t } = useTranslation('dhcp');
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const isOn = g.option82_admin === 1;
  return (
    <Flex vertical gap="middle">
      <OnOffRow
        label={t('option82.status')}
        isOn={isOn}
        isBusy={device.isPending}
        onChange={(on) =>
          void device.run(write(option82Admin, { option82_admin: on ? 1 : 0 }), {
            success: on ? t('done.option82On') : t('done.option82Off'),
            invalidate: [dhcpKeys.all],
          })
        }
      />
      {isOn && (
        <>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{t('option82.policy')}</Typography.Text>
            <Radio.Group
              value={g.option82_policy}
              disabled={!mayWrite || device.isPending}
              onChange={(e) =>
                void device.run(write(option82Policy, { option82_policy: Number(e.target.value) }), {
                  success: t('done.option82Policy', {
                    policy: t(`option82.${POLICIES[Number(e.target.value)] ?? 'keep'}`),
                  }),
                  invalidate: [dhcpKeys.all],
                })
              }
              options={POLICIES.map((p, i) => ({ value: i, label: t(`option82.${p}`) }))}
            />
          </Flex>
          <Typography.Text type="secondary">
            {t(`option82.${POLICIES[g.option82_policy] ?? 'keep'}Note`)}
          </Typography.Text>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'circuit', label: t('option82.circuit'), children: t('option82.circuitValue') },
              { key: 'remote', label: t('option82.remote'), children: t('option82.remoteValue') },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
