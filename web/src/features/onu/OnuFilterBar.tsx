import { memo, useCallback } from 'react';
import { GlobalOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { ONU_STATUSES } from '@olt/protocol/light';
import { PlainSelect } from '../../components/plain/PlainSelect.tsx';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import { OnuSearchBox } from './OnuSearchBox.tsx';
import { STATUS_KEYS } from './onuFormat.ts';
import { isSearchingAllPons, textMatch, type OnuFilters, type StatusFilter, type TypeFilter } from './onuFilters.ts';

interface OnuFilterBarProps {
  filters: OnuFilters;
  onChange: (change: Partial<OnuFilters>) => void;
}

/** Search over every PON (the browser at once, the server completing it), then status and device type. */
export const OnuFilterBar = memo(function OnuFilterBar({ filters, onChange }: OnuFilterBarProps) {
  const { t } = useTranslation('onu');
  const onSearch = useCallback((text: string) => onChange({ text }), [onChange]);
  const onRegexChange = useCallback((regex: boolean) => onChange({ regex }), [onChange]);
  const statusOptions: { value: StatusFilter; label: string }[] = [
    { value: 'all', label: t('filter.anyStatus') },
    { value: 'Online', label: t('status.online') },
    { value: 'offline', label: t('filter.notOnline') },
    ...ONU_STATUSES.filter((s) => s !== 'Online').map((s) => ({ value: s, label: t(`status.${STATUS_KEYS[s]}`) })),
  ];
  const typeOptions: { value: TypeFilter; label: string }[] = [
    { value: 'all', label: t('filter.anyType') },
    { value: 'SFU', label: 'SFU' },
    { value: 'HGU', label: 'HGU' },
  ];
  return (
    <div className="onu-bar">
      <OnuSearchBox
        value={filters.text}
        isRegex={filters.regex}
        isInvalid={textMatch(filters.text, filters.regex) === 'invalid'}
        onSearch={onSearch}
        onRegexChange={onRegexChange}
      />
      <PlainSelect
        aria-label={t('filter.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions}
        style={{ width: 132 }}
      />
      <PlainSelect
        aria-label={t('filter.devType')}
        value={filters.devType}
        onChange={(devType) => onChange({ devType })}
        options={typeOptions}
        style={{ width: 112 }}
      />
      {isSearchingAllPons(filters) && (
        <HoverTip title={t('filter.allPonsHint')}>
          <span className="plain-tag plain-tag--blue">
            <GlobalOutlined /> {t('filter.allPons')}
          </span>
        </HoverTip>
      )}
    </div>
  );
});
