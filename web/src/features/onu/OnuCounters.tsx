import { memo } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnuCounts } from './onuFilters.ts';

/** Total / online (green) / offline (red) of the list shown, as the header of the original has them. */
export const OnuCounters = memo(function OnuCounters({ counts }: { counts: OnuCounts }) {
  const { t } = useTranslation('onu');
  const { token } = theme.useToken();
  const item = (label: string, value: number, color?: string) => (
    <Flex vertical align="flex-end" style={{ minWidth: 64 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: token.fontSizeLG, color, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography.Text>
    </Flex>
  );
  return (
    <Flex gap="large" role="group" aria-label={t('count.label')}>
      {item(t('count.total'), counts.total)}
      {item(t('count.online'), counts.online, token.colorSuccess)}
      {item(t('count.offline'), counts.offline, token.colorError)}
    </Flex>
  );
});
