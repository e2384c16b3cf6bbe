import { Button, Card, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { clearAlarms, setLogger } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWriteBlock } from '../../lib/access.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { useCustomFlags } from '../../lib/deviceQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import { confirm, showDeviceError } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { AlarmLines } from './AlarmLines.tsx';
import { DeviceAlarms } from './DeviceAlarms.tsx';
import { alarmKeys, downloadAlarms, downloadLog, downloadSaved, useLogger } from './alarmQueries.ts';

/**
 * Alarm Information (screens.md §9.9): the device's alarm history, filtered and paged on the device where it offers
 * ALM-X2 (else over its pre-formatted lines), in the operator's language; downloading it, the device log and the saved
 * alarms, PON device logging on or off, and clearing the list.
 */
export function AlarmPage({ title }: { title: string }) {
  const { t } = useTranslation('alarm');
  const client = useQueryClient();
  const writeBlock = useWriteBlock('system');
  const device = useDeviceWrite();
  const logger = useLogger();
  const isPaged = useAddition('ALM-X2');
  const hasSaved = useCustomFlags().data?.alarm_save === 1;
  const isLogOn = logger.data?.pondev === 1;

  const download = async (question: string, get: () => Promise<void>) => {
    if (await confirm(question)) await get().catch((err: unknown) => showDeviceError(err, t('failed')));
  };
  const toggleLog = () =>
    device.run(write(setLogger, { pondev: isLogOn ? 0 : 1 }), {
      confirm: isLogOn ? t('logOffConfirm') : t('logOnConfirm'),
      success: isLogOn ? t('logTurnedOff') : t('logTurnedOn'),
      invalidate: [alarmKeys.logger],
    });
  const clear = () =>
    device.run(write(clearAlarms, {}), {
      confirm: t('clearConfirm'),
      success: t('cleared'),
      invalidate: [alarmKeys.lines, alarmKeys.page],
    });
  const writeButton = (label: string, onClick: () => unknown) => (
    <Button disabled={writeBlock !== null} title={writeBlock ?? undefined} onClick={() => void onClick()}>
      {label}
    </Button>
  );

  return (
    <Card variant="borderless" data-page="alarm">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <Button
            type="primary"
            onClick={() => void client.invalidateQueries({ queryKey: isPaged ? alarmKeys.page : alarmKeys.lines })}
          >
            {t('refresh')}
          </Button>
          <Button onClick={() => void download(t('downloadConfirm'), downloadAlarms)}>{t('download')}</Button>
          {writeButton(isLogOn ? t('logOff') : t('logOn'), toggleLog)}
          <Button onClick={() => void download(t('downloadLogConfirm'), downloadLog)}>{t('downloadLog')}</Button>
          {writeButton(t('clear'), clear)}
          {hasSaved && (
            <Button onClick={() => void download(t('downloadSavedConfirm'), downloadSaved)}>
              {t('downloadSaved')}
            </Button>
          )}
          {logger.data && (
            <Typography.Text type="secondary" data-testid="log-state">
              {t('logState', { state: isLogOn ? t('on') : t('off') })}
            </Typography.Text>
          )}
        </Flex>
        {isPaged ? <DeviceAlarms /> : <AlarmLines />}
      </Flex>
    </Card>
  );
}
