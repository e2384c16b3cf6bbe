import { lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { OnuTableRow } from '@olt/protocol';
import { PlainPageHeader } from '../../components/plain/PlainPageHeader.tsx';
import { PlainTabs } from '../../components/plain/PlainTabs.tsx';
import { AntdScope } from '../../lib/antdScope.tsx';
import { useCustomFlags } from '../../lib/deviceQueries.ts';
import { OnuCounters } from './OnuCounters.tsx';
import { OnuFilterBar } from './OnuFilterBar.tsx';
import { OnuTableTab } from './OnuTableTab.tsx';
import {
  ALL_PONS,
  completeRows,
  countRows,
  filterRows,
  sortRows,
  type OnuFilters,
  type SortState,
} from './onuFilters.ts';
import { useLiveOnuUpdates } from './onuLive.ts';
import { onuKeys, useOnuList, useServerMatches } from './onuQueries.ts';
import { useOnuPaintMark } from './onuPerf.ts';
import { useOnuPort } from './useOnuPort.ts';
import '../../components/plain/plain.css';
import './onu.css';

// the second tab is drawn with Ant Design's table, loaded when it is first opened
const OnuVersionTable = lazy(() => import('./OnuVersionTable.tsx').then((m) => ({ default: m.OnuVersionTable })));

const NO_ROWS: OnuTableRow[] = [];
const NO_FILTER: Omit<OnuFilters, 'portId'> = { text: '', status: 'all', devType: 'all', regex: false };

/**
 * The ONU table (`/onu_allow`, screens.md §7): every ONU of one PON or of all of them, searchable across PONs,
 * filterable, sortable, acted on one by one or in bulk, and kept live by the device's pushes.
 */
export function OnuAllowPage({ title }: { title?: string }) {
  const { t } = useTranslation('onu');
  const client = useQueryClient();
  const selection = useOnuPort();
  const flags = useCustomFlags();
  const [filter, setFilter] = useState<Omit<OnuFilters, 'portId'>>(NO_FILTER);
  const [sort, setSort] = useState<SortState | null>(null);
  const [tab, setTab] = useState<'table' | 'version'>('table');
  const [isVersionSeen, setVersionSeen] = useState(false);
  if (tab === 'version' && !isVersionSeen) setVersionSeen(true);
  useLiveOnuUpdates();

  const filters = useMemo<OnuFilters>(() => ({ portId: selection.portId, ...filter }), [selection.portId, filter]);
  const list = useOnuList();
  const rows = list.data ?? NO_ROWS;
  const serverMatches = useServerMatches(filters.text, filters.regex);
  // the list follows the box in the same render, so a keystroke's match is painted in the frame that shows the
  // character: the table draws only the rows in view, and matching 4,096 rows takes a millisecond or two; deferred,
  // the list came a frame later (README, Benchmarks)
  const matched = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const completed = useMemo(
    () => completeRows(matched, serverMatches, rows, filters),
    [matched, serverMatches, rows, filters],
  );
  const shown = useMemo(() => sortRows(completed, sort), [completed, sort]);
  const counts = useMemo(() => countRows(shown), [shown]);
  useOnuPaintMark(list.data, shown);
  const isFiltered = filter.text.trim() !== '' || filter.status !== 'all' || filter.devType !== 'all';

  const onFiltersChange = useCallback((change: Partial<OnuFilters>) => setFilter((f) => ({ ...f, ...change })), []);
  const onClearFilters = useCallback(() => setFilter(NO_FILTER), []);
  const onRefresh = useCallback(() => void client.invalidateQueries({ queryKey: onuKeys.all }), [client]);
  const portName =
    filters.portId === ALL_PONS ? null : (selection.ports.find((p) => p.id === filters.portId)?.name ?? null);

  return (
    <section className="plain-card onu-page" data-page="onu_allow">
      <PlainPageHeader title={title ?? t('title')} selection={selection} actions={<OnuCounters counts={counts} />} />
      <PlainTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'table', label: t('tab.table') },
          { key: 'version', label: t('tab.version') },
        ]}
      >
        {/* the table tab stays mounted behind the version tab, with its ticks and scroll, as tabs do */}
        <div hidden={tab !== 'table'}>
          <OnuTableTab
            rows={shown}
            isPending={list.isPending}
            isFetching={list.isFetching}
            filters={filters}
            isFiltered={isFiltered}
            onFiltersChange={onFiltersChange}
            onClearFilters={onClearFilters}
            sort={sort}
            onSortChange={setSort}
            portName={portName}
            isAddAllowed={flags.data?.addonu === 1}
            onRefresh={onRefresh}
          />
        </div>
        {isVersionSeen && (
          <div hidden={tab !== 'version'}>
            <OnuFilterBar filters={filters} onChange={onFiltersChange} />
            <p className="onu-note">{t('version.note')}</p>
            <AntdScope fallback={<div className="plain-skeleton" aria-busy="true" />}>
              <OnuVersionTable rows={shown} />
            </AntdScope>
          </div>
        )}
      </PlainTabs>
    </section>
  );
}
