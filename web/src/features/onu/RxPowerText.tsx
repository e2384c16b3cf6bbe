import { memo } from 'react';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rxLevel } from './onuFormat.ts';

const TEXT_TYPE = {
  weak: 'danger',
  strong: 'danger',
  low: 'warning',
  normal: undefined,
  unknown: 'secondary',
} as const;

/** The receive power coloured by level; anything but normal says why in a tooltip. */
export const RxPowerText = memo(function RxPowerText({ value }: { value: string }) {
  const { t } = useTranslation('onu');
  const level = rxLevel(value);
  if (level === 'unknown') return <Typography.Text type="secondary">—</Typography.Text>;
  const text = (
    <Typography.Text
      type={TEXT_TYPE[level]}
      strong={level !== 'normal'}
      data-rx-level={level}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Typography.Text>
  );
  return level === 'normal' ? text : <Tooltip title={t(`power.${level}`)}>{text}</Tooltip>;
});
