import { memo } from 'react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnuStatus } from '@olt/protocol';
import { STATUS_COLORS, STATUS_KEYS } from './onuFormat.ts';

/** The status in the operator's language, coloured; the device's own word is in the tooltip (and in `data-status`). */
export const OnuStatusTag = memo(function OnuStatusTag({ status }: { status: OnuStatus }) {
  const { t } = useTranslation('onu');
  return (
    <Tooltip title={t('status.deviceWord', { status })} mouseEnterDelay={0.4}>
      <Tag color={STATUS_COLORS[status]} data-status={status} style={{ marginInlineEnd: 0 }}>
        {t(`status.${STATUS_KEYS[status]}`)}
      </Tag>
    </Tooltip>
  );
});
