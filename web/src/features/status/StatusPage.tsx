import { useCallback, useMemo } from 'react';
import { Col, Row, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSystemInfo } from '../../lib/deviceQueries.ts';
import { useLiveOnuTable, useOnuTable } from '../../lib/onuTable.ts';
import { ponSummaryKey, usePonSummary } from '../../lib/ponSummary.ts';
import { useLivePortList } from './statusQueries.ts';
import { onuBreakdown } from './statusData.ts';
import { DeviceCard } from './DeviceCard.tsx';
import { ResourceCard } from './ResourceCard.tsx';
import { OnuStatusCard } from './OnuStatusCard.tsx';
import { PortPanels } from './PortPanels.tsx';
import { TrafficCard } from './TrafficCard.tsx';
import { AlarmsCard } from './AlarmsCard.tsx';
import './status.css';

/** The status home (`/main`, `/status`, screens.md §5): the device at a glance, updated live. */
export function StatusPage({ title }: { title: string }) {
  const { t } = useTranslation('status');
  const client = useQueryClient();
  const system = useSystemInfo();
  const pons = usePonSummary();
  const ports = useLivePortList();
  const onus = useOnuTable();

  // an ONU push changes the PON counts too: re-read them at once rather than at the next 5 s poll
  const onBurst = useCallback(() => void client.invalidateQueries({ queryKey: ponSummaryKey }), [client]);
  useLiveOnuTable(onBurst);

  const ponIds = useMemo(() => (pons.data ?? []).map((p) => p.port_id), [pons.data]);
  const breakdown = useMemo(() => (onus.data ? onuBreakdown(onus.data, ponIds) : null), [onus.data, ponIds]);

  return (
    <div className="olt-status" data-page="status">
      <PageHeader
        title={title}
        actions={
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <SyncOutlined style={{ marginInlineEnd: 6 }} />
            {t('refreshing')}
          </Typography.Text>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={9}>
          <DeviceCard />
        </Col>
        <Col xs={24} lg={12} xl={6}>
          <ResourceCard />
        </Col>
        <Col xs={24} xl={9}>
          <OnuStatusCard breakdown={breakdown} isError={onus.isError} />
        </Col>
        <Col span={24}>
          <PortPanels
            counts={system.data}
            pons={pons.data}
            ports={ports.data}
            breakdown={breakdown}
            isPonError={pons.isError}
          />
        </Col>
        <Col xs={24} xl={16}>
          <TrafficCard counts={system.data} ports={ports.data} />
        </Col>
        <Col xs={24} xl={8}>
          <AlarmsCard />
        </Col>
      </Row>
    </div>
  );
}
