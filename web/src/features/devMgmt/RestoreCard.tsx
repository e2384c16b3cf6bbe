import { useState } from 'react';
import { Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { confirm, toast } from '../../lib/feedback.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { restoreUpload } from './devMgmtQueries.ts';
import { historyKeys } from './historyQueries.ts';
import { ActionCard } from '../../components/ActionCard.tsx';

/** Where the upload is: the share of bytes sent, then the device checking the whole file. */
type Sending = { percent: number } | null;

/**
 * BAK-02: the file goes up with a progress bar of the bytes really sent; the device checks it whole and, once it is
 * the startup configuration, the console offers the reboot that applies it (api.md §2.30).
 */
export function RestoreCard({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation('maintenance');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const device = useDeviceWrite();

  const restore = async () => {
    if (!file) {
      toast.warning(t('restore.noFile'));
      return;
    }
    setSending({ percent: 0 });
    const result = await device
      .run(
        restoreUpload(file, (sent, total) => setSending({ percent: Math.floor((sent / Math.max(1, total)) * 100) })),
        { success: t('restore.ok', { name: file.name }), invalidate: [historyKeys.all] },
      )
      .finally(() => setSending(null));
    if (!result.isClean) return;
    setFile(null);
    if (await confirm(t('restore.reboot'))) await rebootDevice();
  };

  return (
    <ActionCard
      title={t('restore.title')}
      text={t('restore.text')}
      action={
        <Flex gap="small" align="center" wrap>
          <Upload
            accept=".cfg,.txt,text/plain"
            showUploadList={false}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={!mayWrite}>
              {t('restore.pick')}
            </Button>
          </Upload>
          <Typography.Text type={file ? undefined : 'secondary'} data-testid="restore-file">
            {file ? file.name : t('restore.none')}
          </Typography.Text>
          <Button type="primary" disabled={!mayWrite} loading={sending !== null} onClick={() => void restore()}>
            {t('restore.apply')}
          </Button>
        </Flex>
      }
    >
      <Modal open={sending !== null} closable={false} footer={null} maskClosable={false} keyboard={false}>
        <Typography.Paragraph>
          {sending && sending.percent >= 100 ? t('restore.checking') : t('restore.uploading')}
        </Typography.Paragraph>
        <Progress percent={sending?.percent ?? 0} aria-label={t('restore.uploading')} />
      </Modal>
    </ActionCard>
  );
}
