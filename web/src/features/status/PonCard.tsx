import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_GROUPS, type PonCounts } from '@olt/protocol';
import { GROUP_COLORS } from './groupColors.ts';
import { PortIcon } from './PortIcon.tsx';

interface PonCardProps {
  port: number;
  /** the PON's state and its ONU counts by group (status summary, SYS-X1); undefined until the summary answers */
  pon: PonCounts | undefined;
  name: string;
  description: string;
}

/**
 * One PON port: link state, online / registered ONUs and their groups; opens the PON's ONU list (screens.md §5).
 * Drawn as soon as the port is known, so the summary's answer only changes its texts and colours.
 */
export function PonCard({ port, pon, name, description }: PonCardProps) {
  const { t } = useTranslation('status');
  const isUp = pon?.status === 1;
  const total = pon?.registered ?? 0;

  return (
    <Link
      to={`/onu_allow?port_id=${port}`}
      aria-label={t('pon.open', { name })}
      aria-busy={pon ? undefined : true}
      className="olt-status-tile"
      data-port={port}
    >
      <div className="olt-status-tile__top">
        <PortIcon kind="pon" color={isUp ? 'var(--olt-success)' : 'rgba(0, 0, 0, 0.25)'} />
        {/* the port name never breaks ("PON0 / 1" in Chinese): it keeps its line and the state gives way */}
        <span className="olt-status-tile-name">{name}</span>
        <span
          className={
            isUp
              ? 'olt-status-tile-state olt-status-state olt-status-state--up'
              : 'olt-status-tile-state olt-status-state'
          }
          title={pon ? (isUp ? t('pon.up') : t('pon.down')) : undefined}
        >
          <span>{pon ? (isUp ? t('pon.up') : t('pon.down')) : '--'}</span>
        </span>
      </div>
      <div className="olt-status-tile__count">
        {/* the test id marks a count the device gave: whoever waits for it (tests, the bench) waits for the data */}
        <span
          className={pon && pon.online > 0 ? 'olt-status-online olt-status-online--some' : 'olt-status-online'}
          data-testid={pon ? 'pon-online' : undefined}
        >
          {pon ? pon.online : '--'}
        </span>
        <span className="olt-status-of" data-testid={pon ? 'pon-total' : undefined}>
          / {pon ? total : '--'}
        </span>
        <span className="olt-status-small olt-status-faint">
          {!pon || total > 0 ? t('pon.onlineOfTotal') : t('pon.noOnu')}
        </span>
      </div>
      <div className="olt-status-bar" title={pon ? t('pon.breakdown', { name, ...pon }) : undefined}>
        {pon &&
          total > 0 &&
          ONU_GROUPS.filter((g) => pon[g] > 0).map((g) => (
            <span key={g} data-group={g} style={{ flex: pon[g], background: GROUP_COLORS[g] }} />
          ))}
      </div>
      <span
        className="olt-status-tile__desc olt-status-small olt-status-faint olt-status-ellipsis"
        title={description || undefined}
      >
        {description || '\u00a0'}
      </span>
    </Link>
  );
}
