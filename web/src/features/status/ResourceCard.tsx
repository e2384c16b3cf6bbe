import { Card, Flex, Progress, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCpuUsage } from './statusQueries.ts';
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

/** CPU and memory use; 70 % and more is drawn red (api.md SYS-12). */
export function ResourceCard() {
  const { t } = useTranslation('status');
  const cpu = useCpuUsage();
  const temperature = boardTemperature(cpu.data);
  return (
    <Card
      title={t('resources.title')}
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' } }}
    >
      {!cpu.data ? (
        cpu.isError ? (
          <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active />
        )
      ) : (
        <Flex vertical gap="middle">
          <Flex justify="space-around" gap="small" wrap>
            <UsageGauge label={t('resources.cpu')} percent={cpu.data.cpu_usage} />
            <UsageGauge label={t('resources.memory')} percent={cpu.data.memory_usage} />
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
