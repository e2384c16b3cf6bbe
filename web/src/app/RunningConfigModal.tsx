import { Button, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../lib/translation.ts';
import { RUNNING_CONFIG_FILE } from '@olt/protocol';
import { DIALOG_WIDTH } from '../lib/uiLimits.ts';

interface RunningConfigModalProps {
  /** the file's text; null while closed */
  text: string | null;
  onClose: () => void;
}

const FILE_NAME = RUNNING_CONFIG_FILE.replace(/^\//, '');

/** Saves the text the operator is looking at, so the download matches what was shown. */
function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The device's running configuration as text, with a download button (screens.md §2.1, api.md BAK-06). */
export function RunningConfigModal({ text, onClose }: RunningConfigModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={text !== null}
      title={t('runningConfig.title')}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('runningConfig.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!text}
          onClick={() => text && download(text)}
        >
          {t('runningConfig.download')}
        </Button>,
      ]}
    >
      {text ? (
        <pre className="olt-config-text">{text}</pre>
      ) : (
        <Typography.Text type="secondary">{t('runningConfig.empty')}</Typography.Text>
      )}
    </Modal>
  );
}
