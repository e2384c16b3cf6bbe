import { Card, Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { useCpuUsage } from './runningStatusQueries.ts';

/** A use at or above this share is drawn red, as the original drew it. */
export const USAGE_HIGH_PERCENT = 70;

function Gauge({ label, percent }: { label: string; percent: number | undefined }) {
  const { token } = theme.useToken();
  const isHigh = percent !== undefined && percent >= USAGE_HIGH_PERCENT;
  return (
    <Flex vertical align="center" gap="small">
      <Progress
        type="circle"
        size={200}
        percent={percent ?? 0}
        strokeColor={isHigh ? token.colorError : token.colorPrimary}
        format={() => (percent === undefined ? '--' : `${percent}%`)}
        aria-label={label}
      />
      <Typography.Text type={isHigh ? 'danger' : undefined} data-high={isHigh}>
        {label}
      </Typography.Text>
    </Flex>
  );
}

/** CPU and memory use (SYS-12), redrawn with every read. */
export function HardwareCard() {
  const { t } = useTranslation('runningStatus');
  const { data } = useCpuUsage();
  return (
    <Card title={t('hardware.title')} size="small" role="region" aria-label={t('hardware.title')}>
      <Flex justify="space-around" wrap gap="large">
        <Gauge label={t('hardware.cpu')} percent={data?.cpu_usage} />
        <Gauge label={t('hardware.memory')} percent={data?.memory_usage} />
      </Flex>
    </Card>
  );
}
