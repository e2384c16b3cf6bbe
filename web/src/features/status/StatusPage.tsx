import { Col, Row, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSystemInfo } from '../../lib/deviceQueries.ts';
import { useStatusSummary } from '../../lib/statusSummary.ts';
import { useLivePortList } from './statusQueries.ts';
import { DeviceCard } from './DeviceCard.tsx';
import { ResourceCard } from './ResourceCard.tsx';
import { OnuStatusCard } from './OnuStatusCard.tsx';
import { PortPanels } from './PortPanels.tsx';
import { TrafficCard } from './TrafficCard.tsx';
import { AlarmsCard } from './AlarmsCard.tsx';
import './status.css';

/**
 * The status home (`/main`, `/status`, screens.md §5): the device at a glance, updated live. Its counts, PON states
 * and CPU figures are one read polled every 5 s (SYS-X1), never the ONU table; the traffic history comes after the
 * first paint (TrafficCard).
 */
export function StatusPage({ title }: { title: string }) {
  const { t } = useTranslation('status');
  const system = useSystemInfo();
  const summary = useStatusSummary();
  const ports = useLivePortList();

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
          <ResourceCard cpu={summary.data?.cpu} isError={summary.isError} />
        </Col>
        <Col xs={24} xl={9}>
          <OnuStatusCard counts={summary.data?.onus} isError={summary.isError} />
        </Col>
        <Col span={24}>
          <PortPanels counts={system.data} summary={summary.data} ports={ports.data} isPonError={summary.isError} />
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
