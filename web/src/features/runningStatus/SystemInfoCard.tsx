import { useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { SystemInfo } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useWriteBlock } from '../../lib/access.ts';
import { useHostname, useSystemInfo } from '../../lib/deviceQueries.ts';
import { HostnameDialog, LicenceDialog } from './NameDialogs.tsx';

/** A remaining period this short is drawn red. */
export const LICENCE_LOW_DAYS = 5;

/** Every field of SYS-02 the original lists (all but the boot-loader version and the vendor text), in its order. */
const FIELDS = [
  'product_name',
  'sys_ver',
  'fw_ver',
  'hw_ver',
  'macaddr',
  'sn',
  'device_type',
  'ponports',
  'geports',
  'xgeports',
  'build_time',
  'size',
  'lic_available',
  'lic_total',
] as const satisfies readonly (keyof SystemInfo)[];

type Dialog = 'hostname' | 'licence' | null;

/** The device's identity and licence (SYS-02, SYS-07), with the device name and licence dialogs. */
export function SystemInfoCard() {
  const { t } = useTranslation('runningStatus');
  const writeBlock = useWriteBlock('system');
  const system = useSystemInfo().data;
  const hostname = useHostname().data?.hostname;
  const [dialog, setDialog] = useState<Dialog>(null);

  const days = (n: number) => t('value.days', { count: n });
  const show = (field: (typeof FIELDS)[number], info: SystemInfo): ReactNode => {
    switch (field) {
      case 'device_type':
        return info.device_type === 1 ? t('value.epon') : t('value.gpon');
      case 'lic_available':
        return info.lic_total === 0 ? (
          t('value.forever')
        ) : (
          <Typography.Text
            type={info.lic_available <= LICENCE_LOW_DAYS ? 'danger' : undefined}
            data-low={info.lic_available <= LICENCE_LOW_DAYS}
          >
            {days(info.lic_available)}
          </Typography.Text>
        );
      case 'lic_total':
        return info.lic_total === 0 ? (
          t('value.forever')
        ) : (
          <Flex gap="small" align="center" wrap>
            {days(info.lic_total)}
            <Button
              size="small"
              disabled={writeBlock !== null}
              title={writeBlock ?? undefined}
              onClick={() => setDialog('licence')}
            >
              {t('system.addLicence')}
            </Button>
          </Flex>
        );
      default:
        return info[field] ?? '--';
    }
  };

  const items = [
    { key: 'hostname', label: t('field.hostname'), children: hostname ?? '--' },
    ...(system ? FIELDS.map((f) => ({ key: f, label: t(`field.${f}`), children: show(f, system) })) : []),
  ];
  return (
    <Card
      title={t('system.title')}
      size="small"
      role="region"
      aria-label={t('system.title')}
      extra={
        <Button
          type="primary"
          size="small"
          disabled={writeBlock !== null || hostname === undefined}
          title={writeBlock ?? undefined}
          onClick={() => setDialog('hostname')}
        >
          {t('system.setName')}
        </Button>
      }
    >
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      {dialog === 'hostname' && hostname !== undefined && (
        <HostnameDialog current={hostname} onClose={() => setDialog(null)} />
      )}
      {dialog === 'licence' && <LicenceDialog onClose={() => setDialog(null)} />}
    </Card>
  );
}
