import { useTranslation } from '../../lib/translation.ts';
import {
  RSTP_BRIDGE_FLAGS as F,
  RSTP_MODES,
  STP_LIMITS,
  rstpBridgeSet,
  stpTimerProblem,
  type RstpBridge,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { rstpKeys } from './rstpQueries.ts';

type BridgeValues = Pick<
  RstpBridge,
  'status' | 'rstp_mode' | 'max_age' | 'hello_time' | 'forward_delay' | 'transmit_hold_count'
> & { rb_priority: number };

const { min, max, step } = STP_LIMITS.bridgePriority;
const PRIORITIES = Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);
const FLAG_OF: Record<keyof BridgeValues, number> = {
  status: F.status,
  rstp_mode: F.mode,
  rb_priority: F.priority,
  max_age: F.maxAge,
  hello_time: F.helloTime,
  forward_delay: F.forwardDelay,
  transmit_hold_count: F.holdCount,
};

/** RSTP-03: only what changed is flagged; the timer rule is checked before anything is sent. */
export function BridgeDialog({
  bridge,
  ownPriority,
  onClose,
}: {
  bridge: RstpBridge;
  ownPriority: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('rstp');
  const field = (name: keyof BridgeValues) => paramField(rstpBridgeSet.param, name);
  const current: BridgeValues = {
    status: bridge.status,
    rstp_mode: bridge.rstp_mode,
    rb_priority: ownPriority,
    max_age: bridge.max_age,
    hello_time: bridge.hello_time,
    forward_delay: bridge.forward_delay,
    transmit_hold_count: bridge.transmit_hold_count,
  };
  const on = (v: Partial<BridgeValues>) => Number(v.status) === 1;
  const fields: FieldSpec<BridgeValues>[] = [
    {
      name: 'status',
      label: t('bridge.status'),
      kind: 'radio',
      schema: field('status'),
      options: [
        { value: 0, label: t('status.off') },
        { value: 1, label: t('status.on') },
      ],
    },
    {
      name: 'rstp_mode',
      label: t('bridge.mode'),
      kind: 'radio',
      schema: field('rstp_mode'),
      when: on,
      options: [
        { value: RSTP_MODES.stp, label: t('mode.stp') },
        { value: RSTP_MODES.rstp, label: t('mode.rstp') },
      ],
    },
    {
      name: 'rb_priority',
      label: t('bridgeDialog.priority'),
      kind: 'select',
      schema: field('rb_priority'),
      extra: t('bridgeDialog.priorityHint'),
      when: on,
      options: PRIORITIES.map((p) => ({ value: p, label: String(p) })),
    },
    { name: 'max_age', label: t('bridge.maxAge'), kind: 'int', schema: field('max_age'), when: on, required: true },
    {
      name: 'hello_time',
      label: t('bridge.helloTime'),
      kind: 'int',
      schema: field('hello_time'),
      when: on,
      required: true,
    },
    {
      name: 'forward_delay',
      label: t('bridge.forwardDelay'),
      kind: 'int',
      schema: field('forward_delay'),
      when: on,
      required: true,
      extra: t('bridgeDialog.timerRule'),
    },
    {
      name: 'transmit_hold_count',
      label: t('bridge.holdCount'),
      kind: 'int',
      schema: field('transmit_hold_count'),
      when: on,
      required: true,
    },
  ];
  const toWrite = (typed: BridgeValues) => {
    const v = { ...current, ...Object.fromEntries(Object.entries(typed).filter(([, x]) => x !== undefined)) };
    if (on(v) && stpTimerProblem(v)) {
      toast.warning(t('bridgeDialog.timerBroken'));
      return null;
    }
    const flags = (Object.keys(FLAG_OF) as (keyof BridgeValues)[])
      .filter((k) => Number(v[k]) !== current[k])
      .reduce((sum, k) => sum | FLAG_OF[k], 0);
    if (flags === 0) {
      toast.info(t('noChange'));
      return null;
    }
    return write(rstpBridgeSet, { ...v, flags });
  };
  return (
    <EntityDialog<BridgeValues>
      title={t('bridgeDialog.title')}
      okText={t('bridgeDialog.ok')}
      fields={fields}
      initialValues={current}
      toWrite={toWrite}
      success={(typed) => {
        const v = { ...current, ...Object.fromEntries(Object.entries(typed).filter(([, x]) => x !== undefined)) };
        if (!on(v)) return t('done.bridgeOff');
        const mode = Number(v.rstp_mode) === RSTP_MODES.stp ? t('mode.stp') : t('mode.rstp');
        return t('done.bridgeOn', { mode, priority: Number(v.rb_priority) });
      }}
      invalidate={[rstpKeys.all]}
      onClose={onClose}
    />
  );
}
