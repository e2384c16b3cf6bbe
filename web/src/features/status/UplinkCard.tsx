import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import type { PortInfo } from '@olt/protocol';
import { speedText, uplinkState } from './statusData.ts';
import { PortIcon } from './PortIcon.tsx';

const STATE_CLASS = {
  up: 'olt-status-state olt-status-state--up',
  down: 'olt-status-state olt-status-state--down',
  disabled: 'olt-status-state',
} as const;
const ICON_COLOR = { up: 'var(--olt-success)', down: 'var(--olt-error)', disabled: 'rgba(0, 0, 0, 0.25)' } as const;

interface UplinkCardProps {
  id: number;
  /** the port's state (port list, PORT-01); undefined until the list answers */
  port: PortInfo | undefined;
  name: string;
  /** the connector drawn until the port list says which it is: XGE ports are mostly SFP cages */
  mediaGuess: PortInfo['media'];
}

/**
 * One GE or XGE port: state, admin and link status, speed, media, LAG and description (screens.md §5). Drawn as soon
 * as the port is known, so the port list's answer only changes its texts and colours.
 */
export function UplinkCard({ id, port, name, mediaGuess }: UplinkCardProps) {
  const { t } = useTranslation('status');
  const state = port ? uplinkState(port) : undefined;
  const row = (label: string, value: string, isBad = false) => (
    <div>
      <dt>{label}</dt>
      <dd className={isBad ? 'olt-status-danger' : undefined}>{value}</dd>
    </div>
  );

  return (
    <Link
      to={`/advanced_setting/port_info?port_id=${id}`}
      aria-label={t('uplink.open', { name })}
      aria-busy={port ? undefined : true}
      className="olt-status-tile"
      data-port={id}
    >
      <div className="olt-status-tile__top">
        <PortIcon
          kind={(port?.media ?? mediaGuess) === 'fiber' ? 'fiber' : 'copper'}
          color={ICON_COLOR[state ?? 'disabled']}
        />
        <div className="olt-status-uplink-name">
          <span className="olt-status-strong">{name}</span>
          <span className="olt-status-small olt-status-faint">{port ? t(`uplink.media.${port.media}`) : '--'}</span>
        </div>
        <span className={STATE_CLASS[state ?? 'disabled']}>
          <span>{state ? t(`uplink.${state}`) : '--'}</span>
        </span>
      </div>
      <dl className="olt-status-uplink-rows">
        {row(
          t('uplink.admin'),
          !port ? '--' : port.admin_status >= 1 ? t('uplink.enabled') : t('uplink.adminDisabled'),
          port !== undefined && port.admin_status < 1,
        )}
        {row(
          t('uplink.link'),
          !port ? '--' : port.link_status >= 1 ? t('uplink.linkUp') : t('uplink.linkDown'),
          port !== undefined && port.admin_status >= 1 && port.link_status < 1,
        )}
        {row(t('uplink.speed'), port && state === 'up' ? speedText(port.speed) : '--')}
      </dl>
      <div className="olt-status-uplink-foot">
        {port && port.link_aggregation > 0 && (
          <span className="olt-status-tag olt-status-tag--blue">{t('uplink.lag', { id: port.link_aggregation })}</span>
        )}
        <span className="olt-status-small olt-status-faint olt-status-ellipsis" title={port?.port_desc || undefined}>
          {port ? port.port_desc || t('uplink.noDesc') : '\u00a0'}
        </span>
      </div>
    </Link>
  );
}
