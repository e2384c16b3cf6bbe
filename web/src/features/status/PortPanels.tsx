import { Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { portName, type PonSummary, type PortCounts, type PortInfo } from '@olt/protocol';
import { ponTotals, type OnuBreakdown } from './statusData.ts';
import { PonCard } from './PonCard.tsx';
import { UplinkCard } from './UplinkCard.tsx';

interface PortPanelsProps {
  counts: PortCounts | undefined;
  pons: PonSummary[] | undefined;
  ports: PortInfo[] | undefined;
  breakdown: OnuBreakdown | null;
  isPonError: boolean;
}

/** The PON ports with their ONU counts, then the uplinks (screens.md §5). */
export function PortPanels({ counts, pons, ports, breakdown, isPonError }: PortPanelsProps) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const portCounts = counts ?? { ponports: pons?.length ?? 0, geports: 0 };
  const descriptions = new Map((ports ?? []).map((p) => [p.port_id, p.port_desc]));
  const uplinks = (ports ?? []).filter((p) => p.port_id > portCounts.ponports);
  const totals = pons ? ponTotals(pons) : null;

  const stat = (label: string, value: number, color?: string, testId?: string) => (
    <Flex align="baseline" gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ color, fontSize: 15 }} data-testid={testId}>
        {value}
      </Typography.Text>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('pon.title')}
        extra={
          totals && (
            <Flex gap="middle" align="baseline" wrap>
              {stat(t('pon.registered'), totals.total, undefined, 'registered-total')}
              {stat(t('pon.online'), totals.online, token.colorSuccess, 'online-total')}
              {stat(t('pon.offline'), totals.offline, token.colorError, 'offline-total')}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('pon.portsUp', { up: totals.portsUp, total: pons?.length ?? 0 })}
              </Typography.Text>
            </Flex>
          )
        }
      >
        {!pons ? (
          isPonError ? (
            <Empty description={t('loadFailed')} />
          ) : (
            <Skeleton active />
          )
        ) : (
          <div className="olt-status-grid">
            {pons.map((pon) => (
              <PonCard
                key={pon.port_id}
                pon={pon}
                name={portName(pon.port_id, portCounts)}
                description={descriptions.get(pon.port_id) ?? ''}
                groups={breakdown?.byPon.get(pon.port_id)}
              />
            ))}
          </div>
        )}
      </Card>
      <Card size="small" title={t('uplink.title')}>
        {!ports ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <div className="olt-status-grid olt-status-grid-wide">
            {uplinks.map((port) => (
              <UplinkCard key={port.port_id} port={port} name={portName(port.port_id, portCounts)} />
            ))}
          </div>
        )}
      </Card>
    </Flex>
  );
}
