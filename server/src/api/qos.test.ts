import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QosSettings, QueueCounts } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const settings = async () => (await s.read<QosSettings>('/switch_qos?form=qos')).data;

describe('QoS (QOS-01…03, QOS-X1)', () => {
  it('answers the factory settings as the device family does, and takes a map and a scheduler', async () => {
    expect(await settings()).toEqual({
      cmode: 'SP',
      queue: [0, 1, 2, 3, 4, 5, 6, 7].map((cos) => ({ cos, mode: 'SP', weight: 0 })),
      cosq: [0, 1, 2, 3, 4, 5, 6, 7],
    });
    const map = { priority: ['7', 6, 5, 4, 3, 2, 1, 0] };
    expect((await s.write('/switch_qos?form=cosqmap', 'set', map)).code).toBe(1);
    const wrr = { flag: 2, wrr: [10, '', 20, 0, 0, 0, 0, 70] };
    expect((await s.write('/switch_qos?form=queue-scheduler', 'set', wrr)).code).toBe(1);
    const after = await settings();
    expect(after?.cosq).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(after?.cmode).toBe('SPWRR');
    expect(after?.queue.map((q) => q.mode)).toEqual(['WRR', 'SP', 'WRR', 'SP', 'SP', 'SP', 'SP', 'WRR']);
    const counts = await s.read<QueueCounts>('/switch_qos?form=queue_counts&port_id=13');
    expect(counts.data?.queues).toHaveLength(8);
    expect(counts.data?.queues[0]?.priorities).toEqual([7]);
  });

  it('refuses bad maps and schedulers with a clear error and changes nothing', async () => {
    const before = await settings();
    await expectAllRefused(s, [
      [() => s.write('/switch_qos?form=cosqmap', 'set', { priority: [0, 1, 2, 3, 4, 5, 6] }), /priority/],
      [() => s.write('/switch_qos?form=cosqmap', 'set', { priority: [0, 1, 2, 3, 4, 5, 6, 8] }), /priority/],
      [() => s.write('/switch_qos?form=queue-scheduler', 'set', { flag: 2, wrr: [1, 1, 1, 1, 1, 1, 1, 1, 1] }), /wrr/],
      [() => s.write('/switch_qos?form=queue-scheduler', 'set', { flag: 2, wrr: [0, 0, 0, 0, 0, 0, 0, 101] }), /wrr/],
      [
        () => s.write('/switch_qos?form=queue-scheduler', 'set', { flag: 2, wrr: [0, 0, 0, 0, 0, 0, 0, 0] }),
        /weight above 0/,
      ],
      [() => s.write('/switch_qos?form=queue-scheduler', 'set', { flag: 3, wrr: [1, 0, 0, 0, 0, 0, 0, 0] }), /flag/],
      [() => s.read('/switch_qos?form=queue_counts&port_id=200'), /no port 200/],
    ]);
    expect(await settings()).toEqual(before);
  });
});
