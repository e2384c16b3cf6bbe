import { useTranslation } from '../../lib/translation.ts';
import { ONU_PORT_FLAGS, UNI_RATE_KBPS, onuLabel, setOnuPort, type OnuPort } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { onuPortKeys } from './onuPortQueries.ts';

/** The dialog's values: choices as numbers, rates as typed text (read as numbers by their schema on submit). */
type Values = Omit<OnuPort, 'op_id' | 'status' | 'rl_cir' | 'rl_pir' | 'bandwidth'> & {
  rl_cir: string | number;
  rl_pir: string | number;
  bandwidth: string | number;
};
const SWITCHES = ['auto_neg', 'flow_ctrl', 'loopdetect', 'enable'] as const;
const SWITCH_FLAG = {
  auto_neg: ONU_PORT_FLAGS.autoNeg,
  flow_ctrl: ONU_PORT_FLAGS.flowCtrl,
  loopdetect: ONU_PORT_FLAGS.loopDetect,
  enable: ONU_PORT_FLAGS.enable,
} as const;
const RATE_FIELDS = ['rlds_opt', 'rl_cir', 'rl_pir', 'rlus_opt', 'bandwidth'] as const;

interface UniPortDialogProps {
  portId: number;
  onuId: number;
  port: OnuPort;
  onClose: () => void;
}

/** Sets one UNI port (ONU-34); `flags` names the groups the operator changed, and nothing changed is said, not sent. */
export function UniPortDialog({ portId, onuId, port, onClose }: UniPortDialogProps) {
  const { t } = useTranslation('onuDevice');
  const onOff = [
    { value: 0, label: t('common.disabled') },
    { value: 1, label: t('common.enabled') },
  ];
  const rate = (name: 'rl_cir' | 'rl_pir' | 'bandwidth', on: 'rlds_opt' | 'rlus_opt'): FieldSpec<Values> => ({
    name,
    label: t(`port.${name}`),
    kind: 'int',
    schema: paramField(setOnuPort.param, name),
    required: true,
    placeholder: `${UNI_RATE_KBPS.min}–${UNI_RATE_KBPS.max}`,
    extra: t('port.rateHint', UNI_RATE_KBPS),
    when: (values) => values[on] === 1,
  });
  const fields: FieldSpec<Values>[] = [
    ...SWITCHES.map((name) => ({ name, label: t(`port.${name}`), kind: 'select' as const, options: onOff })),
    { name: 'rlds_opt', label: t('port.rlds_opt'), kind: 'select', options: onOff },
    rate('rl_cir', 'rlds_opt'),
    rate('rl_pir', 'rlds_opt'),
    { name: 'rlus_opt', label: t('port.rlus_opt'), kind: 'select', options: onOff },
    rate('bandwidth', 'rlus_opt'),
  ];

  const toWrite = (values: Values) => {
    let flags = 0;
    for (const name of SWITCHES) if (values[name] !== port[name]) flags |= SWITCH_FLAG[name];
    if (RATE_FIELDS.some((name) => values[name] !== undefined && values[name] !== port[name]))
      flags |= ONU_PORT_FLAGS.rateLimit;
    if (flags === 0) {
      toast.info(t('common.unchanged'));
      return null;
    }
    // a rate of a limit that is off is not typed: its old value goes along and the device ignores it
    const rates = {
      rl_cir: values.rl_cir ?? port.rl_cir,
      rl_pir: values.rl_pir ?? port.rl_pir,
      bandwidth: values.bandwidth ?? port.bandwidth,
    };
    return write(setOnuPort, { port_id: portId, onu_id: onuId, op_id: port.op_id, flags, ...values, ...rates });
  };

  return (
    <EntityDialog<Values>
      title={t('port.dialogTitle', { port: port.op_id })}
      okText={t('common.apply')}
      fields={fields}
      initialValues={{
        ...port,
        rl_cir: String(port.rl_cir),
        rl_pir: String(port.rl_pir),
        bandwidth: String(port.bandwidth),
      }}
      toWrite={toWrite}
      success={() => t('done.uniPortSaved', { port: port.op_id, onu: onuLabel(portId, onuId) })}
      invalidate={[onuPortKeys.ports(portId, onuId)]}
      onClose={onClose}
    />
  );
}
