import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';

/** As the original: an offer left unanswered reboots the device anyway, for the new version to run. */
export const REBOOT_OFFER_S = 15;

/**
 * After the image is written: reboot now, later (the page keeps a reboot button), or by itself after a while. Shown
 * only while offered, so each offer counts down from the start.
 */
export function RebootOffer({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation('upgrade');
  const [left, setLeft] = useState(REBOOT_OFFER_S);
  // the button and the countdown may both come due: the device is asked once
  const isAsked = useRef(false);
  const reboot = () => {
    if (isAsked.current) return;
    isAsked.current = true;
    void rebootDevice();
  };

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) reboot();
  });

  return (
    <Modal
      open
      title={t('rebootTitle')}
      closable={false}
      maskClosable={false}
      footer={[
        <Button key="later" onClick={onLater}>
          {t('rebootLater')}
        </Button>,
        <Button key="now" type="primary" onClick={reboot}>
          {t('rebootNow')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('rebootAsk', { seconds: left })}</Typography.Paragraph>
    </Modal>
  );
}
