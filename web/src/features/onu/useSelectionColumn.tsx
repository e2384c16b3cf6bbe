import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { type OnuTableRow } from '@olt/protocol';
import { onuIdLabel, onuKey } from './onuFormat.ts';
import type { OnuColumn } from './onuColumns.tsx';
import { SELECTION_COLUMN_PX } from '../../lib/uiLimits.ts';

interface TickBoxProps {
  rowKey: string;
  isTicked: boolean;
  label: string;
  onTick: (key: string, isTicked: boolean) => void;
}

/** A row's tick: a native check box drawn as Ant Design's (onu.css). */
const TickBox = memo(function TickBox({ rowKey, isTicked, label, onTick }: TickBoxProps) {
  return (
    <label className={isTicked ? 'onu-tick onu-tick-checked' : 'onu-tick'}>
      <input type="checkbox" checked={isTicked} aria-label={label} onChange={(e) => onTick(rowKey, e.target.checked)} />
    </label>
  );
});

/** The header's tick: every row shown, none, or some (the half-ticked state a native box has as `indeterminate`). */
function TickAll({
  count,
  total,
  label,
  onChange,
}: {
  count: number;
  total: number;
  label: string;
  onChange: (all: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const isSome = count > 0 && count < total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = isSome;
  }, [isSome]);
  const isAll = count > 0 && count === total;
  return (
    <label className={isAll ? 'onu-tick onu-tick-checked' : isSome ? 'onu-tick onu-tick-some' : 'onu-tick'}>
      <input
        ref={box}
        type="checkbox"
        aria-label={label}
        checked={isAll}
        disabled={total === 0}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}

interface SelectionOptions {
  rows: readonly OnuTableRow[];
  /** ticked keys, all of them shown */
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
}

/** The 50 px tick column: it costs per row in view only, whatever the length of the list. */
export function useSelectionColumn({ rows, selectedKeys, onSelectionChange }: SelectionOptions): {
  column: OnuColumn;
  ticked: ReadonlySet<string>;
} {
  const { t } = useTranslation('onu');
  const ticked = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const column = useMemo<OnuColumn>(() => {
    // translated once, not once per row
    const [before = '', after = ''] = t('table.selectRow', { onu: '\u0000' }).split('\u0000');
    const onTick = (key: string, isTicked: boolean) =>
      onSelectionChange(isTicked ? [...selectedKeys, key] : selectedKeys.filter((k) => k !== key));
    return {
      key: 'tick',
      width: SELECTION_COLUMN_PX,
      fixed: 'left',
      align: 'center',
      title: (
        <TickAll
          count={ticked.size}
          total={rows.length}
          label={t('table.selectAll')}
          onChange={(all) => onSelectionChange(all ? rows.map(onuKey) : [])}
        />
      ),
      render: (row) => {
        const key = onuKey(row);
        return (
          <TickBox rowKey={key} isTicked={ticked.has(key)} label={before + onuIdLabel(row) + after} onTick={onTick} />
        );
      },
    };
  }, [rows, selectedKeys, ticked, onSelectionChange, t]);
  return { column, ticked };
}
