import { Modal, type ModalProps } from 'antd';
import { useVlanWrite, type WriteJob } from './vlanQueries.ts';

/** antd's header sits right on the first field, so the body keeps a gap. */
const DIALOG_STYLES = { body: { paddingTop: 12 } } as const;

/**
 * Runs a dialog's device writes and closes the dialog once the device took them all; after a refusal it stays open,
 * with what the operator entered, so it can be corrected.
 */
export function useSaveThenClose(onClose: () => void) {
  const save = useVlanWrite();
  return {
    isSaving: save.isPending,
    run: (job: WriteJob) =>
      save.mutate(job, {
        onSuccess: (result) => {
          if (!result.hasFailed) onClose();
        },
      }),
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
