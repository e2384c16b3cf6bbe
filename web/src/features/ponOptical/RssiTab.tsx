import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { sayReading } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import { OnuSelector, PortSelector } from '../../components/PageHeader.tsx';
import { usePortSelection } from '../../components/usePortSelection.ts';
import { useRssi } from './ponOpticalQueries.ts';

const READINGS = ['work_temprature', 'work_voltage', 'transmit_bias', 'transmit_power', 'receive_power'] as const;

/**
 * OPT-03 (screens.md §10.7 RSSI): what the PON module measures while the chosen ONU transmits. The PON and ONU are
 * remembered like the ONU screens' choice; choosing another ONU or polarity reads again.
 */
export function RssiTab() {
  const { t } = useTranslation(['ponOptical', 'common']);
  const selection = usePortSelection({ withOnu: true });
  const [polarity, setPolarity] = useState(0);
  const rssi = useRssi(selection.portId, selection.onuId, polarity);
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <PortSelector selection={selection} />
        <OnuSelector selection={selection} />
        <Flex align="center" gap="small">
          <Typography.Text type="secondary">{t('rssi.polarity')}</Typography.Text>
          <Select
            aria-label={t('rssi.polarity')}
            style={{ width: 120 }}
            value={polarity}
            onChange={setPolarity}
            options={[
              { value: 0, label: t('rssi.high') },
              { value: 1, label: t('rssi.low') },
            ]}
          />
        </Flex>
        <Button
          icon={<ReloadOutlined spin={rssi.isFetching} />}
          disabled={selection.onuId === null || rssi.isFetching}
          onClick={() => void rssi.refetch()}
        >
          {t('refresh')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{t('rssi.tip')}</Typography.Text>
      {selection.hasNoOnu ? (
        <Empty description={t('rssi.noOnu')} />
      ) : selection.onuId === null || rssi.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rssi.data ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ maxWidth: 520 }}
          items={READINGS.map((k) => ({ key: k, label: t(`reading.${k}`), children: sayReading(rssi.data[k]) }))}
        />
      ) : (
        <Alert type="warning" showIcon title={t('common:getDataFailed')} />
      )}
    </Flex>
  );
}
