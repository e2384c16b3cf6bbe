import { useTranslation } from '../../lib/translation.ts';
import type { CpuUsage } from '@olt/protocol';
import { boardTemperature } from './statusData.ts';
import { StatusCard } from './StatusCard.tsx';
import { UsageGauge } from './UsageGauge.tsx';

/** CPU and memory use, from the status summary (SYS-X1); 70 % and more is drawn red (api.md SYS-12). */
export function ResourceCard({ cpu, isError }: { cpu: CpuUsage | undefined; isError: boolean }) {
  const { t } = useTranslation('status');
  const temperature = boardTemperature(cpu);
  return (
    <StatusCard title={t('resources.title')} layout="column">
      {!cpu && isError ? (
        <span className="olt-status-faint">{t('loadFailed')}</span>
      ) : (
        <div className="olt-status-resources">
          <div className="olt-status-gauges">
            <UsageGauge label={t('resources.cpu')} percent={cpu?.cpu_usage} />
            <UsageGauge label={t('resources.memory')} percent={cpu?.memory_usage} />
          </div>
          {temperature !== null && (
            <div className="olt-status-line">
              <span className="olt-status-faint">{t('resources.temperature')}</span>
              <span className="olt-status-strong">{t('resources.temperatureValue', { value: temperature })}</span>
            </div>
          )}
        </div>
      )}
    </StatusCard>
  );
}
