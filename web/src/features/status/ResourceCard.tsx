import { Card, Flex, Progress, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CpuUsage } from '@olt/protocol';
import { boardTemperature, isUsageProblem } from './statusData.ts';

function UsageGauge({ label, percent }: { label: string; percent: number }) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const isHigh = isUsageProblem(percent);
  const color = isHigh ? token.colorError : token.colorPrimary;
  return (
    <Flex vertical align="center" gap={4} style={{ minWidth: 0 }}>
      <Progress
        type="dashboard"
        percent={Math.round(percent)}
        size={116}
        strokeColor={color}
        status={isHigh ? 'exception' : 'normal'}
        format={(value) => (
          <span style={{ color: isHigh ? token.colorError : token.colorText, fontSize: 20 }}>{value}%</span>
        )}
        aria-label={label}
      />
      <Typography.Text>{label}</Typography.Text>
      <Typography.Text type={isHigh ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {isHigh ? t('resources.high') : t('resources.normal')}
      </Typography.Text>
    </Flex>
  );
}

/** CPU and memory use, from the status summary (SYS-X1); 70 % and more is drawn red (api.md SYS-12). */
export function ResourceCard({ cpu, isError }: { cpu: CpuUsage | undefined; isError: boolean }) {
  const { t } = useTranslation('status');
  const temperature = boardTemperature(cpu);
  return (
    <Card
      title={t('resources.title')}
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' } }}
    >
      {!cpu ? (
        isError ? (
          <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active />
        )
      ) : (
        <Flex vertical gap="middle">
          <Flex justify="space-around" gap="small" wrap>
            <UsageGauge label={t('resources.cpu')} percent={cpu.cpu_usage} />
            <UsageGauge label={t('resources.memory')} percent={cpu.memory_usage} />
          </Flex>
          {temperature !== null && (
            <Flex justify="space-between">
              <Typography.Text type="secondary">{t('resources.temperature')}</Typography.Text>
              <Typography.Text strong>{t('resources.temperatureValue', { value: temperature })}</Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
