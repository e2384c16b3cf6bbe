import { useTranslation } from '../../lib/translation.ts';
import {
  ONU_GROUPS,
  portKind,
  portName,
  totalPorts,
  type PortCounts,
  type PortInfo,
  type StatusSummary,
} from '@olt/protocol';
import { PlainEmpty } from '../../components/plain/PlainEmpty.tsx';
import { portsUp } from './statusData.ts';
import { GROUP_COLORS } from './groupColors.ts';
import { PonCard } from './PonCard.tsx';
import { UplinkCard } from './UplinkCard.tsx';
import { StatusCard } from './StatusCard.tsx';

interface PortPanelsProps {
  counts: PortCounts | undefined;
  /** the status summary (SYS-X1): PON states and every count, by the protocol's one definition */
  summary: StatusSummary | undefined;
  ports: PortInfo[] | undefined;
  isPonError: boolean;
}

const Loading = () => (
  <div className="plain-skeleton" aria-hidden="true">
    <span style={{ width: '38%' }} />
    <span />
    <span style={{ width: '61%' }} />
  </div>
);

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The PON ports with their ONU counts, then the uplinks (screens.md §5). Every tile is drawn as soon as the port
 * counts are known (the shell's first read), so the summary and the port list only fill in their texts.
 */
export function PortPanels({ counts, summary, ports, isPonError }: PortPanelsProps) {
  const { t } = useTranslation('status');
  const pons = summary?.pons;
  const portCounts = counts ?? (pons ? { ponports: pons.length, geports: 0 } : undefined);
  const ponIds = pons?.map((p) => p.port_id) ?? (portCounts ? range(1, portCounts.ponports) : []);
  const ponById = new Map(pons?.map((p) => [p.port_id, p]));
  const descriptions = new Map((ports ?? []).map((p) => [p.port_id, p.port_desc]));
  // undefined: not known yet (neither the port list nor the port counts)
  const uplinks =
    portCounts && ports
      ? ports.filter((p) => p.port_id > portCounts.ponports).map((p) => [p.port_id, p] as const)
      : counts
        ? range(counts.ponports + 1, totalPorts(counts)).map((id) => [id, undefined] as const)
        : undefined;
  const totals = summary?.onus;

  const stat = (label: string, value: number | undefined, color: string | undefined, testId: string) => (
    <span className="olt-status-stat" key={testId}>
      <span className="olt-status-small olt-status-faint">{label}</span>
      {/* the test id marks a figure the device gave, as on the PON tiles */}
      <span style={{ color }} data-testid={value === undefined ? undefined : testId}>
        {value ?? '--'}
      </span>
    </span>
  );

  return (
    <div className="olt-status-ports">
      <StatusCard
        layout="fit"
        title={t('pon.title')}
        extra={
          <div className="olt-status-totals">
            {stat(t('pon.registered'), totals?.registered, undefined, 'registered-total')}
            {ONU_GROUPS.map((group) =>
              // grey "other" would be too faint for a figure
              stat(
                t(`onus.groups.${group}`),
                totals?.[group],
                group === 'other' ? undefined : GROUP_COLORS[group],
                `${group}-total`,
              ),
            )}
            <span className="olt-status-small olt-status-faint">
              {t('pon.portsUp', {
                up: pons ? portsUp(pons) : '--',
                total: pons?.length ?? portCounts?.ponports ?? '--',
              })}
            </span>
          </div>
        }
      >
        {!pons && isPonError ? (
          <PlainEmpty description={t('loadFailed')} />
        ) : ponIds.length === 0 ? (
          <Loading />
        ) : (
          <div className="olt-status-grid">
            {ponIds.map((id) => (
              <PonCard
                key={id}
                port={id}
                pon={ponById.get(id)}
                name={portCounts ? portName(id, portCounts) : String(id)}
                description={descriptions.get(id) ?? ''}
              />
            ))}
          </div>
        )}
      </StatusCard>
      <StatusCard layout="fit" title={t('uplink.title')}>
        {!uplinks || !portCounts ? (
          <Loading />
        ) : (
          <div className="olt-status-grid olt-status-grid-wide">
            {uplinks.map(([id, port]) => (
              <UplinkCard
                key={id}
                id={id}
                port={port}
                name={portName(id, portCounts)}
                mediaGuess={portKind(id, portCounts) === 'xge' ? 'fiber' : 'copper'}
              />
            ))}
          </div>
        )}
      </StatusCard>
    </div>
  );
}
