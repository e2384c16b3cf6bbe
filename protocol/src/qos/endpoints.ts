import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { PortId, wireInt } from '../core/wireValues.ts';
import { QUEUE_COUNT, QosSettings, QueueCounts, SCHEDULER_FLAG, WRR_WEIGHT } from './records.ts';

/** QoS (QOS-01…03, api.md §2.16): the priority-to-queue map and the egress scheduler; QOS-X1 is ours. */

const eight = <S extends z.ZodType>(item: S, what: string) =>
  z.array(item).length(QUEUE_COUNT, `${what}: ${QUEUE_COUNT} values, one per queue`);

export const qosRead = endpoint({
  id: 'QOS-01',
  description: 'The scheduler (cmode), each queue’s mode and weight, and the priority mapped to each queue (cosq)',
  method: 'GET',
  path: '/switch_qos',
  select: { form: 'qos' },
  data: QosSettings,
});

export const qosQueueMap = endpoint({
  id: 'QOS-02',
  description: 'Maps a priority to each queue: priority[i], 0–7, is the priority queue i serves',
  method: 'POST',
  path: '/switch_qos',
  select: { form: 'cosqmap' },
  verb: 'set',
  param: z.object({ priority: eight(wireInt(0, 7), 'priority') }),
});

export const qosScheduler = endpoint({
  id: 'QOS-03',
  description:
    'Sets the scheduler: flag 1 strict priority, 2 weighted round robin with a weight 0–100 per queue (0: strict)',
  method: 'POST',
  path: '/switch_qos',
  select: { form: 'queue-scheduler' },
  verb: 'set',
  param: z
    .object({
      flag: wireInt(SCHEDULER_FLAG.sp, SCHEDULER_FLAG.wrr),
      wrr: eight(z.union([z.literal('').transform(() => 0), wireInt(WRR_WEIGHT.min, WRR_WEIGHT.max)]), 'wrr').default([
        0, 0, 0, 0, 0, 0, 0, 0,
      ]),
    })
    .refine((p) => p.flag !== SCHEDULER_FLAG.wrr || p.wrr.some((w) => w > 0), {
      path: ['wrr'],
      message: 'weighted round robin needs a weight above 0 on at least one queue',
    }),
});

export const qosQueueCounts = endpoint({
  id: 'QOS-X1',
  description: 'What each egress queue of a port sent and dropped, as the scheduler shares the port',
  method: 'GET',
  path: '/switch_qos',
  select: { form: 'queue_counts' },
  addition: true,
  query: z.object({ port_id: PortId }),
  data: QueueCounts,
});
