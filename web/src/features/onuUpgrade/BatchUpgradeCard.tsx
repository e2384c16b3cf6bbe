import { useState } from 'react';
import { Alert, Button, Card, Flex, Select, Typography, Upload } from 'antd';
import { CloudUploadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_UPLOAD_PATH, readOnuImageHeader, startOnuUpgrade, type OnuImageHeader } from '@olt/protocol';
import { upload } from '../../lib/upload.ts';
import { readBytes } from '../../lib/imageCheck.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { upgradeKeys } from './upgradeQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

type Picked = { file: File; header: OnuImageHeader } | { file: File; problem: string };

/** OUP-06: the image for one upgrade type. */
const uploadImage =
  (type: string, file: File): WriteStep =>
  () =>
    upload(`${ONU_UPLOAD_PATH}?type=${encodeURIComponent(type)}`, file, file.name);

/**
 * Uploads an image for an upgrade type and upgrades every ONU of the PON bound to it (OUP-06 then OUP-08). The file's
 * header is read at selection (protocol readOnuImageHeader), so a wrong file is refused before a long upload.
 */
export function BatchUpgradeCard({ portId, portName, types }: { portId: number; portName: string; types: string[] }) {
  const { t } = useTranslation('ponTools');
  const mayWrite = useMayWrite('onu');
  const device = useDeviceWrite();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [chosenType, setType] = useState<string | undefined>();
  const type = chosenType !== undefined && types.includes(chosenType) ? chosenType : undefined;

  const pick = async (file: File) => {
    const verdict = readOnuImageHeader(new Uint8Array(await readBytes(file)));
    setPicked(verdict.ok ? { file, header: verdict.header } : { file, problem: verdict.message });
  };
  const start = () => {
    if (!picked || !('header' in picked) || !type) return;
    void device.run(
      [uploadImage(type, picked.file), write(startOnuUpgrade, { port_id: portId, onu_id: 0, upgrade_type: type })],
      {
        confirm: {
          title: t('batch.confirmTitle'),
          content: t('batch.confirm', { type, port: portName, version: picked.header.version }),
        },
        success: t('batch.started', { type, port: portName, version: picked.header.version }),
        invalidate: [upgradeKeys.all],
      },
    );
  };

  return (
    <Card size="small" title={t('batch.title', { port: portName })}>
      <Flex vertical gap="middle">
        <Flex gap="middle" align="center" wrap>
          <Upload
            accept=".bin,.img,application/octet-stream"
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false; // sent on Apply, not at selection
            }}
          >
            <Button icon={<FileOutlined />}>{t('batch.pick')}</Button>
          </Upload>
          <Typography.Text type="secondary">{picked?.file.name ?? t('batch.noFile')}</Typography.Text>
          <Select
            aria-label={t('batch.type')}
            placeholder={t('batch.type')}
            style={{ width: 220 }}
            value={type}
            onChange={setType}
            options={types.map((v) => ({ value: v, label: v }))}
          />
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!mayWrite || !picked || !('header' in picked) || !type}
            loading={device.isPending}
            onClick={start}
          >
            {t('batch.start')}
          </Button>
        </Flex>
        {picked && 'header' in picked && (
          <Alert
            type="info"
            showIcon
            title={t('batch.image', {
              model: picked.header.model,
              version: picked.header.version,
              bytes: picked.header.payloadBytes,
            })}
          />
        )}
        {picked && 'problem' in picked && (
          <Alert type="error" showIcon title={t('batch.badFile', { reason: picked.problem })} />
        )}
      </Flex>
    </Card>
  );
}
