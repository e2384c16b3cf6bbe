import { useRef, useState } from 'react';
import { Button, Card, Flex, Typography, Upload, theme } from 'antd';
import { CloseOutlined, InboxOutlined, InfoCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { LOGO_MAX_BYTES, MAIN_LOGO_PX, type LogoUploadType } from '@olt/protocol';
import { LOGO_EXTENSIONS, checkImage, readDataUrl, type ImageCheck } from '../../lib/imageCheck.ts';
import { toast } from '../../lib/feedback.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { COMPANY_CHANGES, logoUpload, logoUrl } from './sysSettingQueries.ts';
import { CurrentLogo } from './CurrentLogo.tsx';

interface Selection {
  file: File;
  previewUrl: string;
}

const MAX_KB = LOGO_MAX_BYTES / 1024;
const ACCEPT = LOGO_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Picks, checks and uploads one logo (spec §5 "Logo upload"). A file that breaks a rule is refused at selection with
 * a warning and the selection is cleared, so Commit only ever sends a file the device will take.
 */
export function LogoUploadCard({ type }: { type: LogoUploadType }) {
  const { t } = useTranslation(['sysSetting', 'common']);
  const { token } = theme.useToken();
  const isMainLogo = type === 'logo';
  const [selection, setSelection] = useState<Selection | null>(null);
  const [version, setVersion] = useState(() => Date.now());
  // the user may pick again before the previous file is checked; only the latest pick may win
  const pickCount = useRef(0);
  const uploadLogo = useDeviceWrite();

  const problemText = (check: Exclude<ImageCheck, { ok: true }>): string => {
    switch (check.problem) {
      case 'tooLarge':
        return t('check.tooLarge', { kb: MAX_KB });
      case 'size':
        return t('check.wrongSize', { ...check.size, needWidth: MAIN_LOGO_PX.width, needHeight: MAIN_LOGO_PX.height });
      case 'unreadable':
        return t('check.unreadable');
      case 'type':
        return t('check.wrongType');
    }
  };

  const pick = async (file: File) => {
    const pickId = ++pickCount.current;
    const check = await checkImage(file, {
      maxBytes: LOGO_MAX_BYTES,
      extensions: LOGO_EXTENSIONS,
      exactPx: isMainLogo ? MAIN_LOGO_PX : undefined,
    });
    if (pickId !== pickCount.current) return;
    if (!check.ok) {
      setSelection(null);
      toast.warning(problemText(check));
      return;
    }
    const previewUrl = await readDataUrl(file);
    if (pickId === pickCount.current) setSelection({ file, previewUrl });
  };

  const commit = () => {
    if (!selection) {
      toast.warning(t('check.noFile'));
      return;
    }
    if (selection.file.size > LOGO_MAX_BYTES) {
      toast.warning(t('check.tooLarge', { kb: MAX_KB }));
      return;
    }
    void uploadLogo
      // the company information says whether a header logo is stored (has_logo): read it again
      .run(logoUpload(type, selection.file), {
        success: t(isMainLogo ? 'mainLogo.saved' : 'loginLogo.saved', { name: selection.file.name }),
        invalidate: COMPANY_CHANGES,
      })
      .then((result) => {
        if (!result.isClean) return;
        setSelection(null);
        setVersion(Date.now());
      });
  };

  const hint = isMainLogo ? t('mainLogo.hint', { ...MAIN_LOGO_PX, kb: MAX_KB }) : t('loginLogo.hint', { kb: MAX_KB });

  const heading = isMainLogo ? t('mainLogo.title') : t('loginLogo.title');
  return (
    <Card title={heading} role="region" aria-label={heading} style={{ height: '100%' }}>
      <Flex vertical gap="middle">
        <CurrentLogo src={logoUrl(type, version)} framePx={isMainLogo ? MAIN_LOGO_PX : undefined} />
        <Typography.Text>
          <InfoCircleOutlined style={{ color: token.colorPrimary, marginRight: token.marginXS }} />
          {hint}
        </Typography.Text>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          fileList={[]}
          disabled={uploadLogo.isPending}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('picker.choose')}</p>
          <p className="ant-upload-hint">{t('picker.types')}</p>
        </Upload.Dragger>
        {selection && (
          <Flex
            align="center"
            gap="small"
            style={{
              padding: token.paddingXS,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
            }}
          >
            <img
              src={selection.previewUrl}
              alt={t('picker.preview')}
              style={{ maxWidth: 120, maxHeight: 48, objectFit: 'contain' }}
            />
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {t('picker.chosen', { name: selection.file.name, kb: kb(selection.file.size) })}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('picker.clear')}
              disabled={uploadLogo.isPending}
              onClick={() => {
                pickCount.current++;
                setSelection(null);
              }}
            />
          </Flex>
        )}
        <Flex justify="flex-end">
          <Button type="primary" icon={<UploadOutlined />} loading={uploadLogo.isPending} onClick={commit}>
            {t('picker.commit')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
