import { memo } from 'react';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOWN_REASON_KEYS } from './onuFormat.ts';

/** Why the ONU last went down, in the operator's language; the device's word is in the tooltip. */
export const DownReason = memo(function DownReason({ reason }: { reason: string }) {
  const { t } = useTranslation('onu');
  if (reason === '') return <Typography.Text type="secondary">—</Typography.Text>;
  const key = DOWN_REASON_KEYS[reason];
  if (!key) return reason;
  return (
    <Tooltip title={t('status.deviceWord', { status: reason })} mouseEnterDelay={0.4}>
      <span data-reason={reason}>{t(`reason.${key}`)}</span>
    </Tooltip>
  );
});
