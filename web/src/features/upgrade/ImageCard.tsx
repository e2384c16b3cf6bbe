import { useState } from 'react';
import { Alert, Button, Flex, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FIRMWARE_EXTENSIONS, type FirmwareKind } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { toast } from '../../lib/feedback.ts';
import { ActionCard } from '../../components/ActionCard.tsx';
import { isImageName } from './upgradeQueries.ts';

interface ImageCardProps {
  kind: FirmwareKind;
  /** why this session may not upgrade, or null */
  writeBlock: string | null;
  /** another upgrade runs (this session's or another's): nothing new can start */
  isLocked: boolean;
  /** what went wrong with the last image of this kind, in the device's words */
  refusal: string | null;
  /** sends the checked choice; answers when the device has answered */
  onUpgrade: (kind: FirmwareKind, file: File) => Promise<void>;
}

/** One upgrade of the screen: its file type, the chosen file, Apply, and the device's refusal of the last image. */
export function ImageCard({ kind, writeBlock, isLocked, refusal, onUpgrade }: ImageCardProps) {
  const { t } = useTranslation('upgrade');
  const [file, setFile] = useState<File | null>(null);
  const ext = FIRMWARE_EXTENSIONS[kind];
  const title = t(`kind.${kind}.title`);

  const apply = async () => {
    if (!file) return toast.warning(t('noFile'));
    if (!isImageName(kind, file.name)) return toast.error(t('wrongType', { ext }));
    await onUpgrade(kind, file);
  };

  return (
    <ActionCard
      title={title}
      text={t('hint', { ext })}
      action={
        <Flex gap="small" align="center" wrap>
          <Upload
            accept={ext}
            showUploadList={false}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={writeBlock !== null} title={writeBlock ?? undefined}>
              {t('pick')}
            </Button>
          </Upload>
          <span data-testid={`upgrade-file-${kind}`} style={{ minWidth: 120 }}>
            {file ? file.name : t('none')}
          </span>
          <Button
            type="primary"
            disabled={writeBlock !== null || isLocked}
            title={writeBlock ?? undefined}
            onClick={() => void apply()}
          >
            {t('apply')}
          </Button>
        </Flex>
      }
    >
      {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
    </ActionCard>
  );
}
