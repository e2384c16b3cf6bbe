import { memo } from 'react';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { CellTexts } from './onuCellTexts.ts';
import { rxLevel } from './onuFormat.ts';

interface Props {
  value: string;
  /** an ONU without light (offline) has no current reading: the device still reports its last one */
  dark: boolean;
  texts: CellTexts;
}

/** The receive power coloured by level (onu.css); anything but normal says why in a tooltip. */
export const RxPowerText = memo(function RxPowerText({ value, dark, texts }: Props) {
  const level = rxLevel(value);
  if (level === 'unknown') return <span className="onu-none">—</span>;
  if (dark)
    return (
      <HoverTip title={texts.power.lastReading(value)}>
        <span className="onu-none" data-rx-level="dark">
          —
        </span>
      </HoverTip>
    );
  const text = (
    <span className={`onu-rx onu-rx-${level}`} data-rx-level={level}>
      {value}
    </span>
  );
  return level === 'normal' ? text : <HoverTip title={texts.power[level]}>{text}</HoverTip>;
});
