import { memo } from 'react';
import { Tooltip, theme } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The mark of an ONU whose receive power drifts below its baseline (`optical_drift` 1). */
export const DriftMark = memo(function DriftMark() {
  const { t } = useTranslation('optics');
  const { token } = theme.useToken();
  return (
    <Tooltip title={t('drift.mark')}>
      <WarningFilled
        role="img"
        aria-label={t('drift.mark')}
        className="onu-drift"
        style={{ color: token.colorWarning, marginInlineStart: 4 }}
      />
    </Tooltip>
  );
});
