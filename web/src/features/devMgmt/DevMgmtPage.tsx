import { Button, Card, Flex } from 'antd';
import { systemDefConfig, systemSave } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { confirm, showDeviceError } from '../../lib/feedback.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ActionCard } from '../../components/ActionCard.tsx';
import { RestoreCard } from './RestoreCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { historyKeys } from './historyQueries.ts';
import { downloadBackup, downloadRunningConfig } from './devMgmtQueries.ts';

/** The read that drives the unsaved-changes mark of the top bar. */
const SAVE_STATE_KEY = deviceKeys.saveState;

/** Device (screens.md §9.2): the configuration file and the power operations, one card each. */
export function DevMgmtPage({ title }: { title: string }) {
  const { t } = useTranslation('maintenance');
  const mayWrite = useMayWrite('system');
  const device = useDeviceWrite();

  const reboot = async () => {
    if (await confirm(t('reboot.confirm'))) await rebootDevice();
  };
  const factory = async () => {
    const result = await device.run(write(systemDefConfig, {}), {
      confirm: t('factory.confirm'),
      success: t('factory.ok'),
      invalidate: [SAVE_STATE_KEY, historyKeys.all],
    });
    if (result.isClean && (await confirm(t('factory.reboot')))) await rebootDevice();
  };
  const save = () =>
    device.run(write(systemSave, {}), {
      confirm: t('save.confirm'),
      success: t('save.ok'),
      invalidate: [SAVE_STATE_KEY, historyKeys.all],
    });
  const download = (get: () => Promise<void>, failed: string) =>
    get().catch((err: unknown) => showDeviceError(err, failed));
  const view = async () => {
    if (await confirm(t('view.confirm'))) await download(downloadRunningConfig, t('view.failed'));
  };

  const button = (label: string, onClick: () => unknown, needsWrite = true) => (
    <Button type="primary" disabled={needsWrite && !mayWrite} onClick={() => void onClick()}>
      {label}
    </Button>
  );
  return (
    <Card variant="borderless" data-page="dev_mgmt">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <RestoreCard mayWrite={mayWrite} />
        <ActionCard title={t('reboot.title')} text={t('reboot.text')} action={button(t('reboot.apply'), reboot)} />
        <ActionCard
          title={t('backup.title')}
          text={t('backup.text')}
          action={button(t('backup.apply'), () => download(downloadBackup, t('backup.failed')), false)}
        />
        <ActionCard title={t('factory.title')} text={t('factory.text')} action={button(t('factory.apply'), factory)} />
        <ActionCard title={t('save.title')} text={t('save.text')} action={button(t('save.apply'), save)} />
        <ActionCard title={t('view.title')} text={t('view.text')} action={button(t('view.apply'), view, false)} />
        <HistoryCard mayWrite={mayWrite} />
      </Flex>
    </Card>
  );
}
