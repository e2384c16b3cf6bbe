import { lazy, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LineChartOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuTableRow } from '@olt/protocol';
import { PlainButton } from '../../components/plain/PlainButton.tsx';
import { AntdScope } from '../../lib/antdScope.tsx';
import { OnuActionBar } from './OnuActionBar.tsx';
import { OnuEmpty } from './OnuEmpty.tsx';
import { OnuFilterBar } from './OnuFilterBar.tsx';
import { OnuOrderBar } from './OnuOrderBar.tsx';
import { OnuDriftFilter } from './OnuDriftFilter.tsx';
import type { RowAction } from './OnuRowMenu.tsx';
import { OnuTable } from './OnuTable.tsx';
import { useOnuActions, type BulkKind } from './onuActions.ts';
import { csvFileName, downloadText, onuCsv } from './onuCsv.ts';
import { onuKey } from './onuFormat.ts';
import { ALL_PONS, visibleKeys, type OnuFilters, type SortState } from './onuFilters.ts';
import { useRowOrder } from './useRowOrder.ts';
import { useAddition } from '../../lib/capabilities.ts';

const NO_ROWS: readonly OnuTableRow[] = [];

// what a row or a button opens loads when first opened: the table's first paint needs none of it, and the ONU's
// optical history brings the chart library
/** Where a row's "ONU port config" leads, with the ONU in the address (the page reads port_id and onu_id). */
const ONU_PORT_PATH = '/advanced_setting/onu_port_cfg';
const OnuAddDialog = lazy(() => import('./OnuAddDialog.tsx').then((m) => ({ default: m.OnuAddDialog })));
const OnuDetailDrawer = lazy(() => import('./OnuDetailDrawer.tsx').then((m) => ({ default: m.OnuDetailDrawer })));
const OnuRenameDialog = lazy(() => import('./OnuRenameDialog.tsx').then((m) => ({ default: m.OnuRenameDialog })));
const OnuTxOffDialog = lazy(() => import('./OnuTxOffDialog.tsx').then((m) => ({ default: m.OnuTxOffDialog })));
const PonDriftDrawer = lazy(() => import('./PonDriftDrawer.tsx').then((m) => ({ default: m.PonDriftDrawer })));

type Dialog = { kind: 'details' | 'rename' | 'txOff'; row: OnuTableRow } | { kind: 'add' } | null;

interface OnuTableTabProps {
  rows: readonly OnuTableRow[];
  isPending: boolean;
  isFetching: boolean;
  filters: OnuFilters;
  isFiltered: boolean;
  onFiltersChange: (change: Partial<OnuFilters>) => void;
  onClearFilters: () => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  /** the selected PON's name, or null when every PON is shown */
  portName: string | null;
  /** the vendor allows manual adds (custom flag `addonu`) */
  isAddAllowed: boolean;
  onRefresh: () => void;
}

/** The "ONU table" tab: filters, bulk actions, the table, and the dialogs its rows open. */
export function OnuTableTab(props: OnuTableTabProps) {
  const { isPending, isFetching, filters, isFiltered, onFiltersChange, onClearFilters, sort, onSortChange } = props;
  const { portName, isAddAllowed, onRefresh } = props;
  const { t } = useTranslation('onu');
  const actions = useOnuActions();
  const navigate = useNavigate();
  const isOnePon = filters.portId !== ALL_PONS && portName !== null;
  const order = useRowOrder(filters.portId, props.rows, isOnePon && !isFiltered && sort === null);
  const { rows } = order;
  const [isSaving, setIsSaving] = useState(false);
  const onSaveOrder = useCallback(() => {
    if (portName === null) return;
    setIsSaving(true);
    void actions.saveOrder(filters.portId, portName, rows).then((isSaved) => {
      setIsSaving(false);
      if (isSaved) order.discard();
    });
  }, [actions, filters.portId, portName, rows, order]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [ponDrift, setPonDrift] = useState(false);
  const { t: tOptics } = useTranslation('optics');
  const hasDriftAnalysis = useAddition('PON-X1');
  const [ticked, setTicked] = useState<string[]>([]);
  // another port is another list: the ticks of the last one do not carry over (the original leaves batch mode)
  const [tickedPort, setTickedPort] = useState(filters.portId);
  if (tickedPort !== filters.portId) {
    setTickedPort(filters.portId);
    setTicked([]);
  }

  // a ticked ONU that is no longer shown (filtered out, deleted, another port) is not acted on
  const selectedKeys = useMemo(() => visibleKeys(ticked, rows), [ticked, rows]);
  const selectedRows = useMemo(() => {
    if (selectedKeys.length === 0) return NO_ROWS;
    const keys = new Set(selectedKeys);
    return rows.filter((row) => keys.has(onuKey(row)));
  }, [rows, selectedKeys]);

  const onToggleAuth = useCallback((row: OnuTableRow) => void actions.toggleAuth(row), [actions]);
  const onAction = useCallback(
    (action: RowAction, row: OnuTableRow) => {
      if (action === 'reboot') void actions.reboot(row);
      else if (action === 'delete') void actions.remove(row);
      else if (action === 'deny') void actions.deny(row);
      else if (action === 'portConfig') void navigate(`${ONU_PORT_PATH}?port_id=${row.port_id}&onu_id=${row.onu_id}`);
      else setDialog({ kind: action, row });
    },
    [actions, navigate],
  );
  const onBulk = useCallback(
    (kind: BulkKind) => {
      void actions.bulk(kind, selectedRows).then(() => setTicked([]));
    },
    [actions, selectedRows],
  );
  const onExport = useCallback(() => {
    downloadText(onuCsv(rows, t), csvFileName(portName ?? 'all', new Date()));
  }, [rows, t, portName]);
  const close = useCallback(() => setDialog(null), []);
  const clearTicks = useCallback(() => setTicked([]), []);
  const openAdd = useCallback(() => setDialog({ kind: 'add' }), []);
  // an element made once, so that the table (memo) is not drawn again for every render of this tab
  const empty = useMemo(
    () => <OnuEmpty isFiltered={isFiltered} onClear={onClearFilters} />,
    [isFiltered, onClearFilters],
  );

  const canAdd = isAddAllowed && isOnePon;
  return (
    <div className="onu-tab">
      <div className="onu-bar">
        <OnuFilterBar filters={filters} onChange={onFiltersChange} />
        <OnuDriftFilter filters={filters} onChange={onFiltersChange} />
        {hasDriftAnalysis && portName !== null && filters.portId !== ALL_PONS && (
          <PlainButton icon={<LineChartOutlined />} onClick={() => setPonDrift(true)}>
            {tOptics('pon.open')}
          </PlainButton>
        )}
        <OnuActionBar
          selectedCount={selectedRows.length}
          onBulk={onBulk}
          onClearSelection={clearTicks}
          onAdd={canAdd ? openAdd : null}
          addDisabledReason={isAddAllowed && !canAdd ? t('toolbar.addNeedsPort') : null}
          onExport={onExport}
          canExport={rows.length > 0}
          onRefresh={onRefresh}
          isRefreshing={isFetching}
          portId={isOnePon ? filters.portId : null}
        />
      </div>
      {order.isAllowed && portName !== null && (
        <OnuOrderBar
          portName={portName}
          isChanged={order.draft !== null}
          isSaving={isSaving}
          onSave={onSaveOrder}
          onDiscard={order.discard}
        />
      )}
      <OnuTable
        rows={rows}
        isPending={isPending}
        selectedKeys={selectedKeys}
        onSelectionChange={setTicked}
        sort={sort}
        onSortChange={onSortChange}
        onToggleAuth={onToggleAuth}
        onAction={onAction}
        empty={empty}
        onMove={order.isAllowed ? order.move : null}
      />
      {/* what a row or a button opens is drawn with Ant Design, which loads with the first of them */}
      {(dialog !== null || ponDrift) && (
        <AntdScope>
          {dialog?.kind === 'details' && <OnuDetailDrawer row={dialog.row} actions={actions} onClose={close} />}
          {dialog?.kind === 'rename' && <OnuRenameDialog row={dialog.row} actions={actions} onClose={close} />}
          {dialog?.kind === 'txOff' && <OnuTxOffDialog row={dialog.row} actions={actions} onClose={close} />}
          {ponDrift && portName !== null && (
            <PonDriftDrawer portId={filters.portId} portName={portName} onClose={() => setPonDrift(false)} />
          )}
          {dialog?.kind === 'add' && portName !== null && (
            <OnuAddDialog portId={filters.portId} portName={portName} actions={actions} onClose={close} />
          )}
        </AntdScope>
      )}
    </div>
  );
}
