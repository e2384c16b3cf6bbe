import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ONU_GROUPS, portName, type PortCounts, type PortInfo, type StatusSummary } from '@olt/protocol';
import { portsUp } from './statusData.ts';
import { useGroupColors } from './groupColors.ts';
import { PonCard } from './PonCard.tsx';
import { UplinkCard } from './UplinkCard.tsx';

interface PortPanelsProps {
  counts: PortCounts | undefined;
  /** the status summary (SYS-X1): PON states and every count, by the protocol's one definition */
  summary: StatusSummary | undefined;
  ports: PortInfo[] | undefined;
  isPonError: boolean;
}

/** The PON ports with their ONU counts, then the uplinks (screens.md §5). */
export function PortPanels({ counts, summary, ports, isPonError }: PortPanelsProps) {
  const { t } = useTranslation('status');
  const colors = useGroupColors();
  const pons = summary?.pons;
  const portCounts = counts ?? { ponports: pons?.length ?? 0, geports: 0 };
  const descriptions = new Map((ports ?? []).map((p) => [p.port_id, p.port_desc]));
  const uplinks = (ports ?? []).filter((p) => p.port_id > portCounts.ponports);
  const totals = summary?.onus;

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
              {stat(t('pon.registered'), totals.registered, undefined, 'registered-total')}
              {ONU_GROUPS.map((group) => (
                <span key={group}>
                  {/* grey "other" would be too faint for a figure */}
                  {stat(
                    t(`onus.groups.${group}`),
                    totals[group],
                    group === 'other' ? undefined : colors[group],
                    `${group}-total`,
                  )}
                </span>
              ))}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('pon.portsUp', { up: portsUp(pons ?? []), total: pons?.length ?? 0 })}
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
