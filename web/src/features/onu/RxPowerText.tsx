import { memo } from 'react';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { CellTexts } from './onuCellTexts.ts';
import { rxLevel } from './onuFormat.ts';

/** The receive power coloured by level (onu.css); anything but normal says why in a tooltip. */
export const RxPowerText = memo(function RxPowerText({ value, texts }: { value: string; texts: CellTexts }) {
  const level = rxLevel(value);
  if (level === 'unknown') return <span className="onu-none">—</span>;
  const text = (
    <span className={`onu-rx onu-rx-${level}`} data-rx-level={level}>
      {value}
    </span>
  );
  return level === 'normal' ? text : <HoverTip title={texts.power[level]}>{text}</HoverTip>;
});
