import { Alert, Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { TIME_ZONES } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { clockMs, formatClock, useElapsedMs } from '../../lib/deviceClock.ts';
import { toast } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/translation.ts';
import { TimeForm } from './TimeForm.tsx';
import { timeKeys, useClock, useNtp } from './timeQueries.ts';

/** The device clock, moving on every second from the last read. */
function CurrentTime() {
  const { t } = useTranslation('timeSetting');
  const { data, dataUpdatedAt } = useClock();
  const elapsed = useElapsedMs(dataUpdatedAt);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'now',
          label: t('current'),
          children: data ? (
            <span data-testid="device-clock">{formatClock(clockMs(data.time_now) + elapsed)}</span>
          ) : (
            '--'
          ),
        },
        { key: 'zone', label: t('zone'), children: data ? (TIME_ZONES[data.timezone] ?? data.timezone) : '--' },
      ]}
    />
  );
}

/** Time Setting (screens.md §9.7): the device clock by NTP or by hand; the ACL time ranges follow it. */
export function TimePage({ title }: { title: string }) {
  const { t } = useTranslation('timeSetting');
  const client = useQueryClient();
  const clock = useClock();
  const ntp = useNtp();

  const getTime = async () => {
    const read = await client.refetchQueries({ queryKey: timeKeys.info });
    if (!clock.isError) toast.success(t('gotTime'));
    return read;
  };

  return (
    <Card variant="borderless" data-page="time">
      <PageHeader title={title} actions={<Button onClick={() => void getTime()}>{t('getTime')}</Button>} />
      <Flex vertical gap="middle">
        <CurrentTime />
        <Alert type="info" showIcon title={t('syncNote')} />
        {clock.data && ntp.data ? (
          // a fresh form for each read of the device's time
          <TimeForm key={`${clock.dataUpdatedAt}-${ntp.dataUpdatedAt}`} clock={clock.data} ntp={ntp.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 5 }} />
        )}
      </Flex>
    </Card>
  );
}
