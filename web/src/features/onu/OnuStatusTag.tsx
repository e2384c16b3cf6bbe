import { memo } from 'react';
import type { OnuStatus } from '@olt/protocol';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { CellTexts } from './onuCellTexts.ts';
import { STATUS_COLORS } from './onuFormat.ts';

/**
 * The status in the operator's language, coloured as antd's filled Tag (onu.css); the device's own word is in the
 * tooltip (and in `data-status`). A plain element: every row shows one, and antd's Tag also brought its style sheet
 * in with the first list.
 */
export const OnuStatusTag = memo(function OnuStatusTag({ status, texts }: { status: OnuStatus; texts: CellTexts }) {
  const { label, hint } = texts.status[status];
  return (
    <HoverTip title={hint} enterDelayMs={400}>
      <span className={`onu-status onu-status-${STATUS_COLORS[status]}`} data-status={status}>
        {label}
      </span>
    </HoverTip>
  );
});
