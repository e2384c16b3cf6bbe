import { describe, expect, it } from 'vitest';
import { PORT_FLAGS, QUEUE_MODE, type QueueSetting } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import { shareQueues } from './scheduler.ts';

const sp = (cos: number): QueueSetting => ({ cos, mode: QUEUE_MODE.sp, weight: 0 });
const wrr = (cos: number, weight: number): QueueSetting => ({ cos, mode: QUEUE_MODE.wrr, weight });
const XGE01 = 13;

describe('the egress scheduler', () => {
  it('serves strict queues highest first, starving the lowest', () => {
    const queues = [0, 1, 2, 3, 4, 5, 6, 7].map(sp);
    expect(shareQueues([50, 0, 0, 0, 30, 20, 0, 0], queues, 40)).toEqual([0, 0, 0, 0, 20, 20, 0, 0]);
    expect(shareQueues([50, 0, 0, 0, 30, 20, 0, 0], queues, 200)).toEqual([50, 0, 0, 0, 30, 20, 0, 0]);
  });

  it('shares by weight, a queue needing less leaving its share to the others, under the strict ones', () => {
    const queues = [wrr(0, 50), sp(1), sp(2), sp(3), wrr(4, 25), wrr(5, 25), sp(6), sp(7)];
    // the 10 of strict queue 7 first, then 90 shared 2:1:1, queue 5 needing only 5 of its 22.5
    const sent = shareQueues([100, 0, 0, 0, 100, 5, 0, 10], queues, 100);
    expect(sent[7]).toBe(10);
    expect(sent[5]).toBeCloseTo(5);
    expect(sent[0]).toBeCloseTo(56.67, 1);
    expect(sent[4]).toBeCloseTo(28.33, 1);
  });
});

describe('QoS on the device', () => {
  function congested() {
    const made = makeOlt();
    // fifty megabits out of XGE01: far below what the customers send up
    made.olt.ports.set(XGE01, { flags: PORT_FLAGS.erate, erate: 50_000 });
    return made;
  }
  const dropShare = (q: { tx_frame: number; drop_frame: number }) => q.drop_frame / (q.tx_frame + q.drop_frame || 1);

  it('starves the low queue of a congested uplink under strict priority and keeps voice whole', () => {
    const { olt } = congested();
    olt.simulation.tick(20_000);
    const { queues } = olt.qos.queueCounts(XGE01);
    expect(dropShare(queues[5]!)).toBeLessThan(0.05);
    expect(dropShare(queues[0]!)).toBeGreaterThan(0.95);
    expect(queues[0]!.tx_frame + queues[0]!.drop_frame).toBeGreaterThan(1000);
  });

  it('gives the low queue its weight’s share under round robin, and moves a priority to another queue', () => {
    const { olt } = congested();
    olt.qos.setScheduler(2, [50, 0, 0, 0, 25, 25, 0, 0]);
    expect(olt.qos.settings().cmode).toBe('SPWRR');
    expect(olt.qos.settings().queue[0]).toEqual({ cos: 0, mode: 'WRR', weight: 50 });
    olt.simulation.tick(20_000);
    const q0 = olt.qos.queueCounts(XGE01).queues[0]!;
    expect(dropShare(q0)).toBeLessThan(0.95);
    expect(q0.tx_frame).toBeGreaterThan(0);
    // queue 7 now serves priority 5 (voice); priority 6 goes to the higher of the two queues naming it, and
    // priority 7, named by none, to queue 0
    olt.qos.setQueueMap([0, 1, 2, 3, 4, 6, 6, 5]);
    expect(olt.qos.queueCounts(XGE01).queues.map((q) => q.priorities)).toEqual([
      [0, 7],
      [1],
      [2],
      [3],
      [4],
      [],
      [6],
      [5],
    ]);
  });

  it('refuses round robin without a weight, changing nothing, and keeps its settings in the configuration', () => {
    const { olt } = makeOlt();
    expectRefused(olt, () => olt.qos.setScheduler(2, [0, 0, 0, 0, 0, 0, 0, 0]), /at least one queue/);
    olt.qos.setScheduler(2, [10, 0, 0, 0, 0, 0, 0, 90]);
    expect(olt.config.export().qos).toEqual({
      cosq: [0, 1, 2, 3, 4, 5, 6, 7],
      flag: 2,
      wrr: [10, 0, 0, 0, 0, 0, 0, 90],
    });
    expect(olt.qos.settings().cmode).toBe('SPWRR');
    olt.qos.setScheduler(1, [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(olt.qos.settings().cmode).toBe('SP');
    expect(olt.qos.settings().queue[0]).toEqual({ cos: 0, mode: 'SP', weight: 10 });
  });
});
