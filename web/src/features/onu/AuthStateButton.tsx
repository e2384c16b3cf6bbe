import { memo } from 'react';
import { Button, Tooltip, theme } from 'antd';
import { SafetyCertificateFilled, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnuTableRow } from '@olt/protocol';
import { onuIdLabel } from './onuFormat.ts';

interface AuthStateButtonProps {
  row: OnuTableRow;
  onToggle: (row: OnuTableRow) => void;
}

/** The shield: filled green when authorised, hollow amber when not; a click asks, then toggles (ONU-06). */
export const AuthStateButton = memo(function AuthStateButton({ row, onToggle }: AuthStateButtonProps) {
  const { t } = useTranslation('onu');
  const { token } = theme.useToken();
  const isAuthorised = row.auth_state === 1;
  const hint = t(isAuthorised ? 'auth.authorisedHint' : 'auth.unauthorisedHint');
  return (
    <Tooltip title={hint}>
      <Button
        type="text"
        size="small"
        aria-label={`${t(isAuthorised ? 'auth.authorised' : 'auth.unauthorised')} ${onuIdLabel(row)}: ${hint}`}
        aria-pressed={isAuthorised}
        icon={
          isAuthorised ? (
            <SafetyCertificateFilled style={{ color: token.colorSuccess }} />
          ) : (
            <SafetyOutlined style={{ color: token.colorWarning }} />
          )
        }
        onClick={() => onToggle(row)}
      />
    </Tooltip>
  );
});
