import { useTranslation } from '../../lib/translation.ts';
import { ONU_GROUPS, type OnuCounts } from '@olt/protocol';
import { GROUP_COLORS } from './groupColors.ts';
import { StatusCard } from './StatusCard.tsx';

/** The ring as a conic gradient: drawn with the page's first paint, no chart library to set up. */
function ringBackground(counts: OnuCounts | undefined): string | undefined {
  if (!counts || counts.registered === 0) return undefined;
  let at = 0;
  const stops = ONU_GROUPS.filter((g) => counts[g] > 0).map((g) => {
    const from = at;
    at += (counts[g] / counts.registered) * 360;
    return `${GROUP_COLORS[g]} ${from}deg ${at}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * The ONUs of every PON by status group (the protocol's one definition, from the status summary): a ring with the
 * registered total in its hole and a legend with counts. Ring and legend are there before the summary answers.
 */
export function OnuStatusCard({ counts, isError }: { counts: OnuCounts | undefined; isError: boolean }) {
  const { t } = useTranslation('status');
  const total = counts?.registered ?? 0;
  const share = (n: number) => (total > 0 ? `${Math.round((n / total) * 100)}%` : '--');

  return (
    <StatusCard title={t('onus.title')}>
      {!counts && isError ? (
        <span className="olt-status-faint">{t('loadFailed')}</span>
      ) : (
        <div className="olt-status-onus">
          <div
            role="img"
            aria-label={t('onus.chart')}
            className="olt-status-ring"
            style={{ background: ringBackground(counts) }}
          >
            <div className="olt-status-ring-hole">
              <span className="olt-status-ring-total" data-testid={counts ? 'onu-total' : undefined}>
                {counts ? total : '--'}
              </span>
              <span className="olt-status-small olt-status-faint">{t('onus.total')}</span>
            </div>
          </div>
          <ul className="olt-status-legend">
            {ONU_GROUPS.map((group) => (
              <li key={group} data-group={group} title={t(`onus.groupHint.${group}`)}>
                <span className="olt-status-swatch" style={{ background: GROUP_COLORS[group] }} />
                <span style={{ flex: 1 }}>{t(`onus.groups.${group}`)}</span>
                <span className="olt-status-strong">{counts ? counts[group] : '--'}</span>
                <span className="olt-status-share">{counts ? share(counts[group]) : '--'}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </StatusCard>
  );
}
