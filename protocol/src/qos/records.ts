import { z } from 'zod';

/** Egress queues per port, 0 the lowest priority, 7 the highest; 802.1p priorities 0–7 map onto them. */
export const QUEUE_COUNT = 8;
export const QUEUE_MODE = { sp: 'SP', wrr: 'WRR' } as const;
/** QOS-03 `flag`: every queue strict priority, or weighted round robin (a queue of weight 0 stays strict). */
export const SCHEDULER_FLAG = { sp: 1, wrr: 2 } as const;
export const WRR_WEIGHT = { min: 0, max: 100 } as const;
/** QOS-01 `cmode`: all strict, all weighted, or weighted queues under strict ones. */
export const SCHEDULER_MODE = { sp: 'SP', wrr: 'WRR', mixed: 'SPWRR' } as const;

export const QueueSetting = z.object({
  /** the queue (the device calls it cos) */
  cos: z.number().int(),
  mode: z.enum([QUEUE_MODE.sp, QUEUE_MODE.wrr]),
  weight: z.number().int(),
});
export type QueueSetting = z.infer<typeof QueueSetting>;

/** QOS-01: the scheduler, each queue's mode and weight, and `cosq[i]`, the priority mapped to queue i. */
export const QosSettings = z.object({
  cmode: z.string(),
  queue: z.array(QueueSetting),
  cosq: z.array(z.number().int()),
});
export type QosSettings = z.infer<typeof QosSettings>;

/** QOS-X1: what one egress queue of a port sent and dropped since the counters were cleared. */
export const QueueCount = z.object({
  queue: z.number().int(),
  /** the 802.1p priorities this queue serves */
  priorities: z.array(z.number().int()),
  mode: z.enum([QUEUE_MODE.sp, QUEUE_MODE.wrr]),
  weight: z.number().int(),
  tx_frame: z.number().int(),
  drop_frame: z.number().int(),
});
export type QueueCount = z.infer<typeof QueueCount>;

export const QueueCounts = z.object({ port_id: z.number().int(), queues: z.array(QueueCount) });
export type QueueCounts = z.infer<typeof QueueCounts>;

/**
 * The queue each priority goes to by a `cosq` map (index = queue, value = priority): the highest queue naming it, or
 * queue 0 for a priority no queue names.
 */
export function queueOfPriority(cosq: readonly number[], priority: number): number {
  for (let q = cosq.length - 1; q >= 0; q -= 1) if (cosq[q] === priority) return q;
  return 0;
}
