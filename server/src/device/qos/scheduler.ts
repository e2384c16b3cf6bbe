import { QUEUE_MODE, type QueueSetting } from '@olt/protocol';

/**
 * What each queue sends of what it has to send, when the port can send `capacity` in all: strict-priority queues
 * first, the highest queue first; what is left is shared by the weighted queues in proportion to their weights, a
 * queue that needs less than its share leaving the rest to the others.
 */
export function shareQueues(demand: readonly number[], queues: readonly QueueSetting[], capacity: number): number[] {
  const sent = demand.map(() => 0);
  let left = Math.max(0, capacity);
  for (let q = queues.length - 1; q >= 0; q -= 1) {
    if (queues[q]?.mode !== QUEUE_MODE.sp) continue;
    sent[q] = Math.min(demand[q] ?? 0, left);
    left -= sent[q] as number;
  }
  let open = queues.map((s, q) => q).filter((q) => queues[q]?.mode === QUEUE_MODE.wrr && (demand[q] ?? 0) > 0);
  while (left > 1e-9 && open.length > 0) {
    const weights = open.reduce((sum, q) => sum + (queues[q]?.weight ?? 0), 0);
    let used = 0;
    const still: number[] = [];
    for (const q of open) {
      const share = (left * (queues[q]?.weight ?? 0)) / weights;
      const need = (demand[q] ?? 0) - (sent[q] ?? 0);
      const take = Math.min(share, need);
      sent[q] = (sent[q] ?? 0) + take;
      used += take;
      if (need - take > 1e-9) still.push(q);
    }
    left -= used;
    if (still.length === open.length) break;
    open = still;
  }
  return sent;
}
