import { z } from 'zod';
import { QUEUE_COUNT, SCHEDULER_FLAG, qosQueueMap, qosScheduler, type QosSettings } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { qosKeys } from './qosQueries.ts';

type Eight = Record<string, number | string>;
const QUEUES = Array.from({ length: QUEUE_COUNT }, (_, q) => q);
/** The rule of one value of an eight-value field (a default around it taken off). */
function elementOf(schema: z.ZodType): z.ZodType {
  const array = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  return (array as z.ZodArray<z.ZodType>).element;
}
const PRIORITY = elementOf(paramField(qosQueueMap.param, 'priority'));
const WEIGHT = elementOf(paramField(qosScheduler.param, 'wrr'));

/** The priority each queue serves (QOS-02): eight values 0–7, every one given. */
export function QueueMapDialog({ qos, onClose }: { qos: QosSettings; onClose: () => void }) {
  const { t } = useTranslation('acl');
  const fields: FieldSpec<Eight>[] = QUEUES.map((q) => ({
    name: `q${q}`,
    label: t('qos.queue', { q }),
    kind: 'int',
    schema: PRIORITY,
    required: true,
    column: 6,
  }));
  return (
    <EntityDialog<Eight>
      title={t('qos.mapTitle')}
      okText={t('qos.save')}
      fields={fields}
      intro={t('qos.mapNote')}
      initialValues={Object.fromEntries(QUEUES.map((q) => [`q${q}`, String(qos.cosq[q] ?? q)]))}
      toWrite={(v) => write(qosQueueMap, { priority: QUEUES.map((q) => Number(v[`q${q}`])) })}
      success={(v) => t('done.queueMap', { map: QUEUES.map((q) => `${q}:${Number(v[`q${q}`])}`).join(' ') })}
      invalidate={[qosKeys.all]}
      width={640}
      onClose={onClose}
    />
  );
}

/** Strict priority, or weighted round robin with a weight per queue (QOS-03); a weight left empty or 0 is strict. */
export function SchedulerDialog({ qos, onClose }: { qos: QosSettings; onClose: () => void }) {
  const { t } = useTranslation('acl');
  const isWrr = (v: Partial<Eight>) => Number(v.flag) === SCHEDULER_FLAG.wrr;
  const fields: FieldSpec<Eight>[] = [
    {
      name: 'flag',
      label: t('qos.scheduler'),
      kind: 'radio',
      options: [
        { value: SCHEDULER_FLAG.sp, label: t('qos.mode.SP') },
        { value: SCHEDULER_FLAG.wrr, label: t('qos.mode.WRR') },
      ],
    },
    ...QUEUES.map((q): FieldSpec<Eight> => ({
      name: `w${q}`,
      label: t('qos.weightOf', { q }),
      kind: 'int',
      schema: WEIGHT,
      column: 6,
      when: isWrr,
    })),
  ];
  const anyWrr = qos.queue.some((q) => q.mode === 'WRR');
  return (
    <EntityDialog<Eight>
      title={t('qos.schedulerTitle')}
      okText={t('qos.save')}
      fields={fields}
      intro={t('qos.schedulerNote')}
      initialValues={{
        flag: anyWrr ? SCHEDULER_FLAG.wrr : SCHEDULER_FLAG.sp,
        ...Object.fromEntries(QUEUES.map((q) => [`w${q}`, String(qos.queue[q]?.weight ?? 0)])),
      }}
      toWrite={(v) =>
        write(qosScheduler, {
          flag: Number(v.flag),
          wrr: QUEUES.map((q) => (isWrr(v) ? Number(v[`w${q}`] ?? 0) || 0 : (qos.queue[q]?.weight ?? 0))),
        })
      }
      success={(v) =>
        isWrr(v)
          ? t('done.schedulerWrr', { weights: QUEUES.map((q) => Number(v[`w${q}`] ?? 0) || 0).join(', ') })
          : t('done.schedulerSp')
      }
      invalidate={[qosKeys.all]}
      width={640}
      onClose={onClose}
    />
  );
}
