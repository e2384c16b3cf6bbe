import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { FIRMWARE_KINDS, UPGRADE_STATE, type FirmwareKind } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useWriteBlock } from '../../lib/access.ts';
import { confirm, toast } from '../../lib/feedback.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';
import { deviceText, useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ImageCard } from './ImageCard.tsx';
import { RebootOffer } from './RebootOffer.tsx';
import { UpgradeProgress, type UpgradeStep } from './UpgradeProgress.tsx';
import { VersionsCard } from './VersionsCard.tsx';
import { imageUpload, upgradeKeys, useUpgradeState } from './upgradeQueries.ts';

type Refusals = Partial<Record<FirmwareKind, string>>;

/**
 * Upgrade (screens.md §9.6): the running versions, then one card per image kind. An image goes up with the bytes
 * sent as progress, the device checks it whole (a refused one is said in its card, in the device's words), writes it
 * with the share written as progress (UPG-05), and the new version runs after the reboot the page then offers.
 */
export function UpgradePage({ title }: { title: string }) {
  const { t } = useTranslation('upgrade');
  const writeBlock = useWriteBlock('system');
  const device = useDeviceWrite();
  const client = useQueryClient();
  const state = useUpgradeState();
  const [sentPercent, setSentPercent] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<Refusals>({});
  /** the kind this page sent and follows until written or failed */
  const [watching, setWatching] = useState<FirmwareKind | null>(null);
  const [isLater, setLater] = useState(false);

  const status = state.data && 'status' in state.data ? state.data.status : null;
  const writeFailure = watching && state.data && 'refusal' in state.data ? deviceText(state.data.refusal) : null;
  const isWriting = status?.status === UPGRADE_STATE.writing;
  const isWritten = status?.status === UPGRADE_STATE.done;
  const isBusy = status?.status === UPGRADE_STATE.busy;
  const isDoneHere = watching !== null && isWritten;

  useEffect(() => {
    if (isDoneHere) toast.success(t(`kind.${watching}.ok`));
  }, [isDoneHere, watching, t]);

  const upgrade = async (kind: FirmwareKind, file: File) => {
    setRefusals((r) => ({ ...r, [kind]: undefined }));
    const result = await device.run(
      imageUpload(kind, file, (sent, total) => setSentPercent(Math.floor((sent / Math.max(1, total)) * 100))),
      { confirm: t(`kind.${kind}.confirm`), success: null },
    );
    if (result.isClean) {
      setWatching(kind);
      setLater(false);
      await client.refetchQueries({ queryKey: upgradeKeys.status });
    } else {
      const answer = result.failures[0];
      if (answer) setRefusals((r) => ({ ...r, [kind]: t('refused', { reason: deviceText(answer) }) }));
    }
    setSentPercent(null);
  };

  const rebootLater = async () => {
    if (await confirm(t('rebootConfirm', { version: status?.version ?? '' }))) await rebootDevice();
  };

  const progress: UpgradeStep | null =
    sentPercent !== null
      ? { step: 'uploading', percent: sentPercent }
      : isWriting
        ? { step: 'writing', version: status.version ?? '', percent: status.percent ?? 0 }
        : null;

  return (
    <Card variant="borderless" data-page="upgrade">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <VersionsCard />
        {isBusy && <Alert type="warning" showIcon title={t('busy')} />}
        {isWritten && (!isDoneHere || isLater) && (
          <Alert
            type="success"
            showIcon
            title={t('written', { version: status.version ?? '' })}
            action={
              <Button size="small" type="primary" disabled={writeBlock !== null} onClick={() => void rebootLater()}>
                {t('reboot')}
              </Button>
            }
          />
        )}
        {FIRMWARE_KINDS.map((kind) => (
          <ImageCard
            key={kind}
            kind={kind}
            writeBlock={writeBlock}
            isLocked={isWriting || isBusy || sentPercent !== null}
            refusal={
              kind === watching && writeFailure ? t('failed', { reason: writeFailure }) : (refusals[kind] ?? null)
            }
            onUpgrade={upgrade}
          />
        ))}
      </Flex>
      <UpgradeProgress at={progress} />
      {isDoneHere && !isLater && <RebootOffer onLater={() => setLater(true)} />}
    </Card>
  );
}
