import { memo, useCallback } from 'react';
import { Flex, Select, Tag, Tooltip } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ONU_STATUSES } from '@olt/protocol';
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
  const statusOptions = [
    { value: 'all', label: t('filter.anyStatus') },
    { value: 'Online', label: t('status.online') },
    { value: 'offline', label: t('filter.notOnline') },
    ...ONU_STATUSES.filter((s) => s !== 'Online').map((s) => ({ value: s, label: t(`status.${STATUS_KEYS[s]}`) })),
  ];
  return (
    <Flex gap="small" align="center" wrap>
      <OnuSearchBox
        value={filters.text}
        isRegex={filters.regex}
        isInvalid={textMatch(filters.text, filters.regex) === 'invalid'}
        onSearch={onSearch}
        onRegexChange={onRegexChange}
      />
      <Select<StatusFilter>
        aria-label={t('filter.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions}
        style={{ width: 132 }}
        popupMatchSelectWidth={false}
      />
      <Select<TypeFilter>
        aria-label={t('filter.devType')}
        value={filters.devType}
        onChange={(devType) => onChange({ devType })}
        options={[
          { value: 'all', label: t('filter.anyType') },
          { value: 'SFU', label: 'SFU' },
          { value: 'HGU', label: 'HGU' },
        ]}
        style={{ width: 112 }}
      />
      {isSearchingAllPons(filters) && (
        <Tooltip title={t('filter.allPonsHint')}>
          <Tag icon={<GlobalOutlined />} color="blue" style={{ marginInlineEnd: 0 }}>
            {t('filter.allPons')}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
});
