import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { useHostname, useSystemInfo } from '../../lib/deviceQueries.ts';
import { useDeviceTime } from './statusQueries.ts';
import { uptimeSeconds } from './statusData.ts';
import { Uptime } from './Uptime.tsx';
import { CopyButton } from './CopyButton.tsx';
import { StatusCard } from './StatusCard.tsx';
import { useMedia } from './useMedia.ts';

/** What a fact shows until the device has answered. */
const UNKNOWN = '--';

/**
 * Two columns where Ant Design's list had them (its sm, md and xxl breakpoints): the first row of cards stays short
 * on wide screens, so the ports fit above the fold.
 */
const TWO_COLUMNS = '(min-width: 576px) and (max-width: 991.98px), (min-width: 1600px)';

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

  const columns = useMedia(TWO_COLUMNS) ? 2 : 1;
  const rows = Array.from({ length: Math.ceil(facts.length / columns) }, (_, i) =>
    facts.slice(i * columns, (i + 1) * columns),
  );

  return (
    <StatusCard title={t('device.title')}>
      {!info && system.isError ? (
        <span className="olt-status-faint">{t('loadFailed')}</span>
      ) : (
        // a table, as Ant Design's list is: its columns share the width by their contents
        <table className="olt-status-facts">
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]?.[0]}>
                {row.map(([key, label, value]) => (
                  <td key={key}>
                    <div>
                      <span>{label}</span>
                      <span>{value}</span>
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StatusCard>
  );
}
