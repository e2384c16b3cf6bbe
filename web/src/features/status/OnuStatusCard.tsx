import { useMemo } from 'react';
import { Card, Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/EChart.tsx';
import { ONU_GROUPS } from '../../lib/onuTable.ts';
import { sumCounts, type OnuBreakdown } from './statusData.ts';
import { breakdownOption } from './statusCharts.ts';
import { useGroupColors } from './groupColors.ts';

const DONUT_PX = 150;

/** The ONUs of every PON by status group: a donut with the total in its hole and a legend with counts. */
export function OnuStatusCard({ breakdown, isError }: { breakdown: OnuBreakdown | null; isError: boolean }) {
  const { t } = useTranslation('status');
  const { token } = theme.useToken();
  const colors = useGroupColors();
  const total = breakdown ? sumCounts(breakdown.total) : 0;
  const option = useMemo(
    () =>
      breakdownOption(
        ONU_GROUPS.map((g) => ({ name: t(`onus.groups.${g}`), value: breakdown?.total[g] ?? 0, color: colors[g] })),
        token.colorFillSecondary,
      ),
    [breakdown, colors, t, token.colorFillSecondary],
  );

  return (
    <Card title={t('onus.title')} size="small" style={{ height: '100%' }}>
      {!breakdown ? (
        isError ? (
          <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active />
        )
      ) : (
        <Flex align="center" gap="large" wrap>
          <div style={{ position: 'relative', width: DONUT_PX, height: DONUT_PX, flex: 'none' }}>
            <EChart option={option} height={DONUT_PX} renderer="svg" label={t('onus.chart')} />
            <Flex
              vertical
              align="center"
              justify="center"
              style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
            >
              <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.1 }} data-testid="onu-total">
                {total}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('onus.total')}
              </Typography.Text>
            </Flex>
          </div>
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 150 }}>
            {ONU_GROUPS.map((group) => {
              const count = breakdown.total[group];
              return (
                <Tooltip key={group} title={t(`onus.groupHint.${group}`)} placement="left">
                  <Flex align="center" gap="small" data-group={group}>
                    <span style={{ width: 10, height: 10, borderRadius: 2, background: colors[group], flex: 'none' }} />
                    <Typography.Text style={{ flex: 1 }}>{t(`onus.groups.${group}`)}</Typography.Text>
                    <Typography.Text strong>{count}</Typography.Text>
                    <Typography.Text type="secondary" style={{ width: 44, textAlign: 'right', fontSize: 12 }}>
                      {total > 0 ? `${Math.round((count / total) * 100)}%` : '--'}
                    </Typography.Text>
                  </Flex>
                </Tooltip>
              );
            })}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
