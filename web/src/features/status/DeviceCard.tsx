import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostname, useSystemInfo } from '../../lib/deviceQueries.ts';
import { useDeviceTime } from './statusQueries.ts';
import { uptimeSeconds } from './statusData.ts';
import { Uptime } from './Uptime.tsx';

/** Model, versions, MAC, serial number, host name and uptime (SYS-02, SYS-07, TIME-01). */
export function DeviceCard() {
  const { t } = useTranslation('status');
  const system = useSystemInfo();
  const hostname = useHostname();
  const time = useDeviceTime();
  const info = system.data;

  const mono = (text: string) => (
    <Typography.Text copyable={{ text }} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
      {text}
    </Typography.Text>
  );

  return (
    <Card title={t('device.title')} size="small" style={{ height: '100%' }}>
      {!info ? (
        system.isError ? (
          <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 5 }} />
        )
      ) : (
        <Descriptions
          size="small"
          // two columns on wide screens keep the first row of cards short enough for the ports to fit above the fold
          column={{ xs: 1, sm: 2, md: 2, lg: 1, xl: 1, xxl: 2 }}
          colon={false}
          styles={{ label: { width: 120 } }}
          items={[
            {
              key: 'model',
              label: t('device.model'),
              children: <Typography.Text strong>{info.product_name}</Typography.Text>,
            },
            { key: 'hostname', label: t('device.hostname'), children: hostname.data?.hostname ?? '--' },
            { key: 'sysVer', label: t('device.sysVer'), children: info.sys_ver },
            { key: 'fwVer', label: t('device.fwVer'), children: info.fw_ver },
            { key: 'hwVer', label: t('device.hwVer'), children: info.hw_ver },
            { key: 'mac', label: t('device.mac'), children: mono(info.macaddr) },
            { key: 'sn', label: t('device.sn'), children: mono(info.sn) },
            {
              key: 'uptime',
              label: t('device.uptime'),
              children: time.data ? (
                <Uptime seconds={uptimeSeconds(time.data.uptime)} readAtMs={time.dataUpdatedAt} />
              ) : (
                '--'
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
