import { memo } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuFilters } from './onuFilters.ts';

/** Narrows the list to the ONUs whose receive power drifts (the server filters, ONU-X1 `drift`). */
export const OnuDriftFilter = memo(function OnuDriftFilter(props: {
  filters: OnuFilters;
  onChange: (change: Partial<OnuFilters>) => void;
}) {
  const { t } = useTranslation('optics');
  return (
    <label className="plain-check">
      <input
        type="checkbox"
        checked={props.filters.isDriftOnly === true}
        onChange={(event) => props.onChange({ isDriftOnly: event.target.checked })}
      />
      {t('drift.filter')}
    </label>
  );
});
