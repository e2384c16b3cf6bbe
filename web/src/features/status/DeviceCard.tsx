import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { useHostname, useSystemInfo } from '../../lib/deviceQueries.ts';
import { useDeviceTime } from './statusQueries.ts';
import { uptimeSeconds } from './statusData.ts';
import { Uptime } from './Uptime.tsx';
import { CopyButton } from './CopyButton.tsx';
import { StatusCard } from './StatusCard.tsx';

/** What a fact shows until the device has answered. */
const UNKNOWN = '--';

function Copyable({ text }: { text: string | undefined }) {
  if (text === undefined) return UNKNOWN;
  return (
    <span className="olt-status-mono">
      {text}
      <CopyButton text={text} />
    </span>
  );
}

/**
 * Model, versions, MAC, serial number, host name and uptime (SYS-02, SYS-07, TIME-01). The list is drawn at once with
 * its labels; the values fill in as the reads answer.
 */
export function DeviceCard() {
  const { t } = useTranslation('status');
  const system = useSystemInfo();
  const hostname = useHostname();
  const time = useDeviceTime();
  const info = system.data;

  const facts: [key: string, label: string, value: ReactNode][] = [
    ['model', t('device.model'), <span className="olt-status-strong">{info?.product_name ?? UNKNOWN}</span>],
    ['hostname', t('device.hostname'), hostname.data?.hostname ?? UNKNOWN],
    ['sysVer', t('device.sysVer'), info?.sys_ver ?? UNKNOWN],
    ['fwVer', t('device.fwVer'), info?.fw_ver ?? UNKNOWN],
    ['hwVer', t('device.hwVer'), info?.hw_ver ?? UNKNOWN],
    ['mac', t('device.mac'), <Copyable text={info?.macaddr} />],
    ['sn', t('device.sn'), <Copyable text={info?.sn} />],
    [
      'uptime',
      t('device.uptime'),
      time.data ? <Uptime seconds={uptimeSeconds(time.data.uptime)} readAtMs={time.dataUpdatedAt} /> : UNKNOWN,
    ],
  ];

  return (
    <StatusCard title={t('device.title')}>
      {!info && system.isError ? (
        <span className="olt-status-faint">{t('loadFailed')}</span>
      ) : (
        // one or two columns by the window's width, in the style sheet: the device's render of the page (which knows
        // no window) and the console's own then agree
        <div className="olt-status-facts">
          {facts.map(([key, label, value]) => (
            <div key={key}>
              <span>{label}</span>
              <span>{value}</span>
            </div>
          ))}
        </div>
      )}
    </StatusCard>
  );
}
