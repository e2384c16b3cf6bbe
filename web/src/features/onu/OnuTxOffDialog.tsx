import type { OnuTableRow } from '@olt/protocol';
import { TxOffDialog } from '../../components/onu/TxOffDialog.tsx';
import type { OnuActions } from './onuActions.ts';
import { onuIdLabel } from './onuFormat.ts';

/** The ONU table's transmitter switch-off: the shared dialog, sent through the table's actions. */
export function OnuTxOffDialog({
  row,
  actions,
  onClose,
}: {
  row: OnuTableRow;
  actions: OnuActions;
  onClose: () => void;
}) {
  return <TxOffDialog label={onuIdLabel(row)} onSave={(s) => actions.txOff(row, s)} onClose={onClose} />;
}
