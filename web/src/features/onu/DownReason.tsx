import { memo } from 'react';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { CellTexts } from './onuCellTexts.ts';

/** Why the ONU last went down, in the operator's language; the device's word is in the tooltip. */
export const DownReason = memo(function DownReason({ reason, texts }: { reason: string; texts: CellTexts }) {
  if (reason === '') return <span className="onu-none">—</span>;
  const worded = texts.reasons.get(reason);
  if (!worded) return reason;
  return (
    <HoverTip title={worded.hint} enterDelayMs={400}>
      <span data-reason={reason}>{worded.label}</span>
    </HoverTip>
  );
});
