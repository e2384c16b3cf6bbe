import { memo } from 'react';
import { SafetyCertificateFilled, SafetyOutlined } from '../../components/plain/plainIcons.ts';
import type { OnuTableRow } from '@olt/protocol';
import { HoverTip } from '../../components/plain/HoverTip.tsx';
import type { CellTexts } from './onuCellTexts.ts';
import { onuIdLabel } from './onuFormat.ts';

interface AuthStateButtonProps {
  row: OnuTableRow;
  texts: CellTexts;
  onToggle: (row: OnuTableRow) => void;
}

/**
 * The shield: filled green when authorised, hollow amber when not; a click asks, then toggles (ONU-06), for a session
 * that may change ONUs (disabled, saying why, for one that may not). A plain button
 * drawn as antd's small text button (onu.css): one per row, antd's Button cost more than the rest of the row.
 */
export const AuthStateButton = memo(function AuthStateButton({ row, texts, onToggle }: AuthStateButtonProps) {
  const isAuthorised = row.auth_state === 1;
  const { label, hint } = isAuthorised ? texts.auth.on : texts.auth.off;
  return (
    <HoverTip title={texts.readOnly ?? hint}>
      <button
        type="button"
        className="onu-icon-button"
        aria-label={`${label} ${onuIdLabel(row)}: ${hint}`}
        aria-pressed={isAuthorised}
        disabled={texts.readOnly !== null}
        onClick={() => onToggle(row)}
      >
        {isAuthorised ? (
          <SafetyCertificateFilled className="onu-auth-on" />
        ) : (
          <SafetyOutlined className="onu-auth-off" />
        )}
      </button>
    </HoverTip>
  );
});
