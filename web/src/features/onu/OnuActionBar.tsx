import { memo } from 'react';
import {
  CheckCircleOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  ReloadOutlined,
  StopOutlined,
  SyncOutlined,
} from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { PlainButton } from '../../components/plain/PlainButton.tsx';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { BulkKind } from './onuActions.ts';
import { OnuPageLinks } from './OnuPageLinks.tsx';
import { useMayWrite } from '../../lib/access.ts';

interface OnuActionBarProps {
  selectedCount: number;
  onBulk: (kind: BulkKind) => void;
  onClearSelection: () => void;
  /** null: manual add is not offered (custom flag off, or every PON shown) */
  onAdd: (() => void) | null;
  addDisabledReason: string | null;
  onExport: () => void;
  canExport: boolean;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** the PON shown, or null for every PON */
  portId: number | null;
}

interface BulkActionsProps {
  selectedCount: number;
  onBulk: (kind: BulkKind) => void;
  onClearSelection: () => void;
}

/** What can be done to the ticked rows; drawn again only when the ticks change, not with every list answer. */
const BulkActions = memo(function BulkActions({ selectedCount, onBulk, onClearSelection }: BulkActionsProps) {
  const mayWrite = useMayWrite('onu');
  const { t } = useTranslation('onu');
  // the ONU area: a level that may not change it sees the bulk actions disabled
  const none = selectedCount === 0 || !mayWrite;
  const buttons = (
    <span className="plain-compact">
      <PlainButton icon={<CheckCircleOutlined />} disabled={none} onClick={() => onBulk('authorise')}>
        {t('bulk.action.authorise')}
      </PlainButton>
      <PlainButton icon={<SyncOutlined />} disabled={none} onClick={() => onBulk('reboot')}>
        {t('bulk.action.reboot')}
      </PlainButton>
      <PlainButton icon={<StopOutlined />} disabled={none} onClick={() => onBulk('deny')}>
        {t('bulk.action.deny')}
      </PlainButton>
      <PlainButton icon={<DeleteOutlined />} danger disabled={none} onClick={() => onBulk('delete')}>
        {t('bulk.action.delete')}
      </PlainButton>
    </span>
  );
  return (
    <>
      {/* always mounted, so that screen readers hear the first change too */}
      <span role="status" aria-live="polite">
        {none ? '' : t('bulk.selected', { count: selectedCount })}
      </span>
      {none ? <HoverTip title={t('bulk.hint')}>{buttons}</HoverTip> : buttons}
      {!none && (
        <PlainButton
          kind="text"
          icon={<CloseOutlined />}
          onClick={onClearSelection}
          aria-label={t('bulk.clear')}
          title={t('bulk.clear')}
        />
      )}
    </>
  );
});

/** Manual add: it changes with the vendor flag and the port chosen, not with the list. */
const AddButton = memo(function AddButton({
  onAdd,
  disabledReason,
}: {
  onAdd: (() => void) | null;
  disabledReason: string | null;
}) {
  const { t } = useTranslation('onu');
  const mayWrite = useMayWrite('onu');
  if (disabledReason === null && !onAdd) return null;
  const button = (
    <PlainButton kind="primary" icon={<PlusOutlined />} disabled={!onAdd || !mayWrite} onClick={onAdd ?? undefined}>
      {t('toolbar.add')}
    </PlainButton>
  );
  return disabledReason === null ? button : <HoverTip title={disabledReason}>{button}</HoverTip>;
});

/** Bulk actions on the ticked rows (any PONs), then the page's own buttons. */
export const OnuActionBar = memo(function OnuActionBar(props: OnuActionBarProps) {
  const {
    selectedCount,
    onBulk,
    onClearSelection,
    onAdd,
    addDisabledReason,
    onExport,
    canExport,
    onRefresh,
    isRefreshing,
    portId,
  } = props;
  const { t } = useTranslation('onu');
  return (
    <div className="onu-bar onu-bar--end">
      <BulkActions selectedCount={selectedCount} onBulk={onBulk} onClearSelection={onClearSelection} />
      <span className="onu-bar__divider" aria-hidden="true" />
      <AddButton onAdd={onAdd} disabledReason={addDisabledReason} />
      <OnuPageLinks portId={portId} />
      <PlainButton icon={<DownloadOutlined />} disabled={!canExport} onClick={onExport}>
        {t('toolbar.export')}
      </PlainButton>
      <HoverTip title={t('toolbar.refresh')}>
        <PlainButton
          icon={<ReloadOutlined spin={isRefreshing} />}
          onClick={onRefresh}
          aria-label={t('toolbar.refresh')}
        />
      </HoverTip>
    </div>
  );
});
