import { memo, useMemo } from 'react';
import { Checkbox, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OnuTableRow } from '@olt/protocol';
import { onuIdLabel, onuKey } from './onuFormat.ts';
import { SELECTION_COLUMN_PX } from '../../lib/uiLimits.ts';

interface TickBoxProps {
  rowKey: string;
  isTicked: boolean;
  label: string;
  onTick: (key: string, isTicked: boolean) => void;
}

/**
 * A row's tick: a native check box drawn as antd's (onu.css). antd's Checkbox, one per row, cost as much as the rest
 * of the row; the header keeps antd's, for its half-ticked state.
 */
const TickBox = memo(function TickBox({ rowKey, isTicked, label, onTick }: TickBoxProps) {
  return (
    <label className={isTicked ? 'onu-tick onu-tick-checked' : 'onu-tick'}>
      <input type="checkbox" checked={isTicked} aria-label={label} onChange={(e) => onTick(rowKey, e.target.checked)} />
    </label>
  );
});

interface SelectionOptions {
  rows: readonly OnuTableRow[];
  /** ticked keys, all of them shown */
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
}

/**
 * The 50 px tick column. Ant Design's own row selection walks every row on every render (checkbox props, select-all
 * state), which with a thousand ONUs cost more than drawing the rows in view; this one costs per row in view only.
 */
export function useSelectionColumn({ rows, selectedKeys, onSelectionChange }: SelectionOptions): {
  column: TableColumnType<OnuTableRow>;
  ticked: ReadonlySet<string>;
} {
  const { t } = useTranslation('onu');
  const ticked = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const column = useMemo<TableColumnType<OnuTableRow>>(() => {
    // translated once, not once per row
    const [before = '', after = ''] = t('table.selectRow', { onu: '\u0000' }).split('\u0000');
    const onTick = (key: string, isTicked: boolean) =>
      onSelectionChange(isTicked ? [...selectedKeys, key] : selectedKeys.filter((k) => k !== key));
    const count = ticked.size;
    return {
      key: 'tick',
      width: SELECTION_COLUMN_PX,
      fixed: 'left',
      align: 'center',
      title: (
        <Checkbox
          aria-label={t('table.selectAll')}
          checked={count > 0 && count === rows.length}
          indeterminate={count > 0 && count < rows.length}
          disabled={rows.length === 0}
          onChange={(e) => onSelectionChange(e.target.checked ? rows.map(onuKey) : [])}
        />
      ),
      render: (_, row) => {
        const key = onuKey(row);
        return (
          <TickBox rowKey={key} isTicked={ticked.has(key)} label={before + onuIdLabel(row) + after} onTick={onTick} />
        );
      },
    };
  }, [rows, selectedKeys, ticked, onSelectionChange, t]);
  return { column, ticked };
}
