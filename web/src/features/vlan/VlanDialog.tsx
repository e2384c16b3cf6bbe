import { Modal, type ModalProps } from 'antd';
import type { WriteStep } from '../../lib/deviceWrite.ts';
import { useDeviceWrite, type WriteOptions } from '../../lib/useDeviceWrite.ts';
import { vlanChanges } from './vlanQueries.ts';

/** A dialog's writes: in order, the first refusal stopping the rest; `touchesPvid` when default VLANs move. */
interface WriteJob {
  writes: WriteStep[];
  /** what the toast says once the device took them all: the VLAN or port and what changed */
  success: string;
  touchesPvid?: boolean;
  confirm?: WriteOptions['confirm'];
}

/** antd's header sits right on the first field, so the body keeps a gap. */
const DIALOG_STYLES = { body: { paddingTop: 12 } } as const;

/**
 * Runs a dialog's device writes and closes the dialog once the device took them all; after a refusal it stays open,
 * with what the operator entered, so it can be corrected.
 */
export function useSaveThenClose(onClose: () => void) {
  const save = useDeviceWrite();
  return {
    isSaving: save.isPending,
    run: async ({ writes, touchesPvid, confirm, success }: WriteJob) => {
      const result = await save.run(writes, { confirm, success, invalidate: vlanChanges(touchesPvid) });
      if (!result.hasFailed && !result.isCancelled) onClose();
    },
  };
}

type VlanDialogProps = Omit<ModalProps, 'open' | 'styles' | 'onCancel' | 'confirmLoading'> & {
  isSaving: boolean;
  onClose: () => void;
};

/** The frame of the VLAN screen's dialogs: Cancel closes, and OK spins while the device works. */
export function VlanDialog({ isSaving, onClose, children, ...modal }: VlanDialogProps) {
  return (
    <Modal open width={560} {...modal} styles={DIALOG_STYLES} confirmLoading={isSaving} onCancel={onClose}>
      {children}
    </Modal>
  );
}
