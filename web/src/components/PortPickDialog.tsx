import { useState, type ReactNode } from 'react';
import { Modal, Typography } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { WriteStep } from '../lib/deviceWrite.ts';
import { toast } from '../lib/feedback.ts';
import { useTranslation } from '../lib/translation.ts';
import { useDeviceWrite, type WriteOptions } from '../lib/useDeviceWrite.ts';
import { PortCheckboxGroup } from './PortCheckboxGroup.tsx';
import type { PortFilter, PortOption } from './portOptions.ts';

interface PortPickDialogProps {
  title: string;
  okText: string;
  ports: readonly PortOption[];
  kind?: PortFilter;
  /** ticked at the start */
  initial?: readonly number[];
  isDisabled?: (id: number) => boolean;
  /** false where each port is picked alone */
  linksLag?: boolean;
  label: string;
  intro?: ReactNode;
  /** the write for the ports picked (ascending), or null when nothing would change (said as "no change") */
  toWrite: (ids: number[]) => WriteStep | WriteStep[] | null;
  confirm?: (ids: number[]) => WriteOptions['confirm'];
  /** what the toast says once the device took the ports: the object and the change ("Trunk 1: GE01, GE02") */
  success: (ids: number[]) => string;
  /** what is wrong with the ports picked (said, the dialog stays open), or null */
  problem?: (ids: number[]) => string | null;
  invalidate: readonly QueryKey[];
  onClose: () => void;
}

/** A dialog that picks ports (trunk members, isolated ports) and sends them; it stays open after a refusal. */
export function PortPickDialog(props: PortPickDialogProps) {
  const { t } = useTranslation('common');
  const [ticked, setTicked] = useState<number[]>([...(props.initial ?? [])]);
  const save = useDeviceWrite();
  const submit = async () => {
    const problem = props.problem?.(ticked);
    if (problem) {
      toast.info(problem);
      return;
    }
    const steps = props.toWrite(ticked);
    if (!steps) {
      toast.info(t('noChange'));
      return;
    }
    const result = await save.run(steps, {
      invalidate: props.invalidate,
      confirm: props.confirm?.(ticked),
      success: props.success(ticked),
    });
    if (!result.hasFailed && !result.isCancelled) props.onClose();
  };
  return (
    <Modal
      open
      width={640}
      title={props.title}
      okText={props.okText}
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
    >
      {props.intro && <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>}
      <PortCheckboxGroup
        ports={props.ports}
        kind={props.kind}
        value={ticked}
        onChange={setTicked}
        isDisabled={props.isDisabled}
        linksLag={props.linksLag}
        label={props.label}
      />
    </Modal>
  );
}
