import { useState } from 'react';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { CloudUploadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import {
  ONU_UPLOAD_PATH,
  onuLabel,
  readOnuImageHeader,
  startOnuUpgrade,
  type OnuImageHeader,
  type UpgradeRow,
} from '@olt/protocol';
import { useMayCall } from '../../lib/access.ts';
import { upload } from '../../lib/upload.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { readBytes } from '../../lib/imageCheck.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { upgradeStatusKey, useUpgradeStatus } from './onuBasicQueries.ts';

type Picked = { file: File; header: OnuImageHeader } | { file: File; problem: string };

/** OUP-05: an image without a type, for one ONU. */
const uploadImage =
  (file: File): WriteStep =>
  () =>
    upload(ONU_UPLOAD_PATH, file, file.name);

const percentOf = (row: UpgradeRow) =>
  row.phase === 'queued' ? 0 : row.phase === 'transfer' && row.totallen > 0 ? (row.sendlen * 100) / row.totallen : 100;
const STATUS = { done: 'success', failed: 'exception', queued: 'normal' } as const;

/**
 * Upgrades this one ONU (screens.md §11.1): the image's header is checked at selection, then on Apply (asked first) it
 * is uploaded (OUP-05) and the upgrade started (OUP-07 with the ONU's upgrade type); its progress (OUP-10) shows here.
 */
export function OnuUpgradeCard({ portId, onuId, upgradeType }: { portId: number; onuId: number; upgradeType: string }) {
  const { t } = useTranslation(['onuDevice', 'ponTools']);
  const device = useDeviceWrite();
  const mayWrite = useMayCall(startOnuUpgrade);
  const [picked, setPicked] = useState<Picked | null>(null);
  const status = useUpgradeStatus(portId);
  const mine = status.data?.find((row) => row.onu_id === onuId);

  const pick = async (file: File) => {
    const verdict = readOnuImageHeader(new Uint8Array(await readBytes(file)));
    setPicked(verdict.ok ? { file, header: verdict.header } : { file, problem: verdict.message });
  };
  const start = () => {
    if (!picked || !('header' in picked)) return;
    void device.run(
      [uploadImage(picked.file), write(startOnuUpgrade, { port_id: portId, onu_id: onuId, upgrade_type: upgradeType })],
      {
        confirm: t('upgrade.confirm', { onu: onuLabel(portId, onuId), version: picked.header.version }),
        success: t('upgrade.started', { onu: onuLabel(portId, onuId), version: picked.header.version }),
        invalidate: [upgradeStatusKey(portId)],
      },
    );
  };

  return (
    <Card size="small" title={t('upgrade.title')}>
      <Flex vertical gap="small">
        <Flex gap="small" align="center" wrap>
          <Upload
            accept=".bin,.img,application/octet-stream"
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false; // sent on Apply, not at selection
            }}
          >
            <Button icon={<FileOutlined />}>{t('upgrade.pick')}</Button>
          </Upload>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!mayWrite || !picked || !('header' in picked)}
            loading={device.isPending}
            onClick={start}
          >
            {t('upgrade.apply')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{picked?.file.name ?? t('upgrade.noFile')}</Typography.Text>
        {picked && 'header' in picked && (
          <Alert
            type="info"
            showIcon
            title={t('upgrade.image', { model: picked.header.model, version: picked.header.version })}
          />
        )}
        {picked && 'problem' in picked && (
          <Alert type="error" showIcon title={t('upgrade.badFile', { reason: picked.problem })} />
        )}
        {mine && (
          <Flex vertical role="status" aria-label={t('upgrade.progress')}>
            <Typography.Text>
              {t(`ponTools:phase.${mine.phase}`)}
              {mine.phase === 'failed' && mine.reason ? ` (${mine.reason})` : ''}
            </Typography.Text>
            <Progress
              percent={Math.floor(percentOf(mine))}
              size="small"
              status={mine.phase in STATUS ? STATUS[mine.phase as keyof typeof STATUS] : 'active'}
            />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
