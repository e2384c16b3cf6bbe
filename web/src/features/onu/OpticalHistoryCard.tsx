import { useMemo } from 'react';
import { Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel, onuOpticalHistory } from '@olt/protocol';
import { EChart } from '../../components/EChart.tsx';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';
import { historyOption } from './opticsChart.ts';

const timeText = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleString();

/** One ONU's optical history of the last day (ONU-X2) as a line, with its baseline, thresholds and drift state. */
export function OpticalHistoryCard({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('optics');
  const { token } = theme.useToken();
  const { data, isPending } = useQuery({
    queryKey: [...onuKeys.all, 'opticalHistory', portId, onuId],
    queryFn: () => call(onuOpticalHistory, { query: { port_id: portId, onu_id: onuId } }),
    meta: { silent: true },
  });
  const option = useMemo(
    () =>
      data &&
      historyOption(data, {
        rxName: t('history.rx'),
        rxMinName: t('history.rxMin'),
        baselineText: (value) => t('history.baseline', { value }),
        thresholdText: (value) => t('history.threshold', { value }),
        weakText: (value) => t('history.weak', { value }),
        lineColor: token.colorPrimary,
        warnColor: token.colorWarning,
        errorColor: token.colorError,
        mutedColor: token.colorTextTertiary,
      }),
    [data, t, token],
  );
  const state = data && (
    <Tag color={data.drifting ? 'warning' : 'success'} icon={data.drifting ? <WarningOutlined /> : undefined}>
      {data.drifting ? t('history.drifting', { since: timeText(data.drift_since) }) : t('history.stable')}
    </Tag>
  );
  return (
    <Card size="small" title={t('history.title')} extra={state}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !data || !option || data.points.length === 0 ? (
        <Typography.Text type="secondary">{t('history.noPoints')}</Typography.Text>
      ) : (
        <Flex vertical gap="small">
          <EChart
            option={option}
            height={240}
            renderer="svg"
            notMerge
            label={t('history.chart', { onu: onuLabel(portId, onuId) })}
          />
          <Typography.Text type="secondary">
            {data.baseline_dbm === null
              ? t('history.noBaseline')
              : t('history.rule', { threshold: data.threshold_db, weak: data.weak_dbm })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
