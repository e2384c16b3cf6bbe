import { SyncOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { PlainPageHeader } from '../../components/plain/PlainPageHeader.tsx';
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
 * first paint (TrafficCard). Drawn without Ant Design (the screen every sign-in lands on must paint at once).
 */
export function StatusPage({ title }: { title: string }) {
  const { t } = useTranslation('status');
  const system = useSystemInfo();
  const summary = useStatusSummary();
  const ports = useLivePortList();

  return (
    <div className="olt-status" data-page="status">
      <PlainPageHeader
        title={title}
        actions={
          <span className="olt-status-refresh">
            <SyncOutlined />
            {t('refreshing')}
          </span>
        }
      />
      <div className="olt-status-row">
        <div className="olt-status-col-device">
          <DeviceCard />
        </div>
        <div className="olt-status-col-resources">
          <ResourceCard cpu={summary.data?.cpu} isError={summary.isError} />
        </div>
        <div className="olt-status-col-onus">
          <OnuStatusCard counts={summary.data?.onus} isError={summary.isError} />
        </div>
        <div>
          <PortPanels counts={system.data} summary={summary.data} ports={ports.data} isPonError={summary.isError} />
        </div>
        <div className="olt-status-col-traffic">
          <TrafficCard counts={system.data} ports={ports.data} />
        </div>
        <div className="olt-status-col-alarms">
          <AlarmsCard />
        </div>
      </div>
    </div>
  );
}
