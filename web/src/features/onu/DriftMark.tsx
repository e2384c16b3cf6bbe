import { memo } from 'react';
import { WarningFilled } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { HoverTip } from '../../components/plain/HoverTip.tsx';

/** The mark of an ONU whose receive power drifts below its baseline (`optical_drift` 1). */
export const DriftMark = memo(function DriftMark() {
  const { t } = useTranslation('optics');
  return (
    <HoverTip title={t('drift.mark')}>
      <WarningFilled aria-label={t('drift.mark')} className="onu-drift" />
    </HoverTip>
  );
});
