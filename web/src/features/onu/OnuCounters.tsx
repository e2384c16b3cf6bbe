import { memo } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { RowCounts } from './onuFilters.ts';

/** Total / online (green) / not online (red, total − online) of the list shown, as the header of the original has them. */
export const OnuCounters = memo(function OnuCounters({ counts }: { counts: RowCounts }) {
  const { t } = useTranslation('onu');
  const item = (label: string, value: number, tone?: 'online' | 'offline') => (
    <div className="onu-count">
      <span className="onu-count__label">{label}</span>
      <strong className={tone ? `onu-count__value onu-count__value--${tone}` : 'onu-count__value'}>{value}</strong>
    </div>
  );
  return (
    <div className="onu-counts" role="group" aria-label={t('count.label')}>
      {item(t('count.total'), counts.total)}
      {item(t('count.online'), counts.online, 'online')}
      {item(t('count.notOnline'), counts.notOnline, 'offline')}
    </div>
  );
});
