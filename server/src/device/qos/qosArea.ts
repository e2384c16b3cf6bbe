import { z } from 'zod';
import {
  QUEUE_COUNT,
  QUEUE_MODE,
  SCHEDULER_FLAG,
  SCHEDULER_MODE,
  queueOfPriority,
  type QosSettings,
  type QueueCounts,
  type QueueSetting,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { PortsArea } from '../ports/portsArea.ts';
import { PRIORITY_SHARES } from '../filter/flows.ts';
import { shareQueues } from './scheduler.ts';

const StoredQos = z.strictObject({
  cosq: z.array(z.number().int()).length(QUEUE_COUNT),
  flag: z.number().int(),
  wrr: z.array(z.number().int()).length(QUEUE_COUNT),
});
type StoredQos = z.output<typeof StoredQos>;
const qosSections = sections({ qos: { schema: StoredQos } });
type QosConfig = { qos: StoredQos };

const FACTORY: StoredQos = {
  cosq: [0, 1, 2, 3, 4, 5, 6, 7],
  flag: SCHEDULER_FLAG.sp,
  wrr: [0, 0, 0, 0, 0, 0, 0, 0],
};

interface QueueTally {
  sent: number[];
  dropped: number[];
}

/**
 * QoS (QOS-01…03, our QOS-X1): which queue each 802.1p priority goes to, and how the egress scheduler shares a port
 * among its queues when it cannot send everything (a rate limit below what arrives, or the line rate): strict
 * priority serves the highest queue first and starves the lowest; weighted round robin shares by the weights. Each
 * port's queues count what they sent and dropped.
 */
export class QosArea implements Area<QosConfig> {
  readonly name = 'qos';
  readonly sections = qosSections;
  private state: StoredQos = structuredClone(FACTORY);
  private readonly tallies = new Map<number, QueueTally>();

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    ports: PortsArea,
  ) {
    ports.addEgressObserver((portId, offered, sent) => this.schedule(portId, offered, sent));
    ports.onCountersCleared((portId) => {
      if (portId === 0) this.tallies.clear();
      else this.tallies.delete(portId);
    });
  }

  /** QOS-01. */
  settings(): QosSettings {
    const queue = this.queues();
    const modes = new Set(queue.map((q) => q.mode));
    const cmode =
      this.state.flag === SCHEDULER_FLAG.sp || !modes.has(QUEUE_MODE.wrr)
        ? SCHEDULER_MODE.sp
        : modes.has(QUEUE_MODE.sp)
          ? SCHEDULER_MODE.mixed
          : SCHEDULER_MODE.wrr;
    return { cmode, queue, cosq: [...this.state.cosq] };
  }

  /** QOS-02: `priority[i]` is the priority queue i serves. */
  setQueueMap(priority: readonly number[]): void {
    this.k.write(() => {
      this.state.cosq = [...priority];
      this.changed(wordsText(ALARM_WORDS.qosPriorityMap, { map: priority.join(',') }));
    });
  }

  /** QOS-03. */
  setScheduler(flag: number, wrr: readonly number[]): void {
    this.k.write(() => {
      if (flag === SCHEDULER_FLAG.wrr && !wrr.some((w) => w > 0))
        refuse('weighted round robin needs a weight above 0 on at least one queue');
      this.state.flag = flag;
      // strict priority keeps the weights, so going back to round robin finds them
      if (flag === SCHEDULER_FLAG.wrr) this.state.wrr = [...wrr];
      this.changed(
        flag === SCHEDULER_FLAG.sp
          ? ALARM_WORDS.qosSchedulerSp
          : wordsText(ALARM_WORDS.qosSchedulerWrr, { weights: wrr.join(',') }),
      );
    });
  }

  /** QOS-X1. */
  queueCounts(portId: number): QueueCounts {
    if (!this.table.has(portId)) refuse(`no port ${portId}`);
    const tally = this.tallies.get(portId);
    return {
      port_id: portId,
      queues: this.queues().map((q, i) => ({
        queue: i,
        priorities: [0, 1, 2, 3, 4, 5, 6, 7].filter((p) => queueOfPriority(this.state.cosq, p) === i),
        mode: q.mode,
        weight: q.weight,
        tx_frame: Math.floor(tally?.sent[i] ?? 0),
        drop_frame: Math.floor(tally?.dropped[i] ?? 0),
      })),
    };
  }

  exportSection(): unknown {
    return structuredClone(this.state);
  }

  check(config: QosConfig): void {
    const { cosq, flag, wrr } = config.qos;
    if (cosq.some((p) => p < 0 || p > 7)) refuse('QoS: a priority outside 0–7');
    if (flag !== SCHEDULER_FLAG.sp && flag !== SCHEDULER_FLAG.wrr) refuse(`QoS: no scheduler ${flag}`);
    if (wrr.some((w) => w < 0 || w > 100)) refuse('QoS: a weight outside 0–100');
  }

  load(config: QosConfig): void {
    this.state = structuredClone(config.qos);
  }

  reboot(): void {
    this.tallies.clear();
  }

  private queues(): QueueSetting[] {
    const isWrr = this.state.flag === SCHEDULER_FLAG.wrr;
    return this.state.wrr.map((weight, cos) => ({
      cos,
      mode: isWrr && weight > 0 ? QUEUE_MODE.wrr : QUEUE_MODE.sp,
      weight,
    }));
  }

  private changed(what: string): void {
    this.k.journal.section('qos');
    this.k.alarms.log(what);
  }

  /** One step of a port's egress: what arrived goes to the queues by priority, the scheduler shares what was sent. */
  private schedule(portId: number, offered: number, sent: number): void {
    const demand = new Array<number>(QUEUE_COUNT).fill(0);
    PRIORITY_SHARES.forEach((share, priority) => {
      const q = queueOfPriority(this.state.cosq, priority);
      demand[q] = (demand[q] ?? 0) + offered * share;
    });
    const carried = shareQueues(demand, this.queues(), sent);
    let tally = this.tallies.get(portId);
    if (!tally) {
      tally = { sent: new Array<number>(QUEUE_COUNT).fill(0), dropped: new Array<number>(QUEUE_COUNT).fill(0) };
      this.tallies.set(portId, tally);
    }
    for (let q = 0; q < QUEUE_COUNT; q += 1) {
      tally.sent[q] = (tally.sent[q] ?? 0) + (carried[q] ?? 0);
      tally.dropped[q] = (tally.dropped[q] ?? 0) + Math.max(0, (demand[q] ?? 0) - (carried[q] ?? 0));
    }
  }
}
