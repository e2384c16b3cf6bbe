import { Card, Descriptions } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { clockMs, formatClock, uptimeFields, uptimeSeconds, useElapsedMs } from '../../lib/deviceClock.ts';
import { useTimeInfo } from './runningStatusQueries.ts';

/** The device clock and its uptime (TIME-01), both moving on every second from the last read. */
export function RunningTimeCard() {
  const { t } = useTranslation('runningStatus');
  const { data, dataUpdatedAt } = useTimeInfo();
  const elapsed = useElapsedMs(dataUpdatedAt);
  const items = [
    {
      key: 'now',
      label: t('time.now'),
      children: data ? <span data-testid="device-clock">{formatClock(clockMs(data.time_now) + elapsed)}</span> : '--',
    },
    {
      key: 'uptime',
      label: t('time.uptime'),
      children: data ? (
        <span data-testid="device-uptime">
          {t('time.uptimeValue', uptimeFields(uptimeSeconds(data.uptime) + elapsed / 1000))}
        </span>
      ) : (
        '--'
      ),
    },
  ];
  return (
    <Card title={t('time.title')} size="small" role="region" aria-label={t('time.title')}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
