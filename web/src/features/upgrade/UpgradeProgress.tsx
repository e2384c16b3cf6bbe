import { Modal, Progress, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';

/** Where an upgrade is: the image's bytes going up, then the device writing it to flash. */
export type UpgradeStep =
  { step: 'uploading'; percent: number } | { step: 'writing'; version: string; percent: number };

/**
 * The modal that stays while an upgrade runs: both bars are real, the bytes the browser sent and the share the device
 * says it has written (UPG-05 `percent`).
 */
export function UpgradeProgress({ at }: { at: UpgradeStep | null }) {
  const { t } = useTranslation('upgrade');
  const text =
    at === null
      ? ''
      : at.step === 'writing'
        ? t('writing', { version: at.version })
        : at.percent >= 100
          ? t('checking')
          : t('uploading');
  return (
    <Modal
      open={at !== null}
      title={t('progress')}
      closable={false}
      footer={null}
      maskClosable={false}
      keyboard={false}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Progress
        percent={at?.percent ?? 0}
        status={at?.step === 'writing' ? 'active' : undefined}
        aria-label={t('progress')}
      />
    </Modal>
  );
}
