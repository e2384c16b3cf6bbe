import type { OnuTableRow } from '@olt/protocol';
import { OnuNameDialog } from '../../components/onu/OnuNameDialog.tsx';
import type { OnuActions } from './onuActions.ts';
import { onuIdLabel } from './onuFormat.ts';

/** The ONU table's name and description dialog: the shared one, saved through the table's actions. */
export function OnuRenameDialog({
  row,
  actions,
  onClose,
}: {
  row: OnuTableRow;
  actions: OnuActions;
  onClose: () => void;
}) {
  return (
    <OnuNameDialog
      portId={row.port_id}
      onuId={row.onu_id}
      label={onuIdLabel(row)}
      knownName={row.onu_name}
      onSave={(name, description) => actions.rename(row, name, description)}
      onClose={onClose}
    />
  );
}
