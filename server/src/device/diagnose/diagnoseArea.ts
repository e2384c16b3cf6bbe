import { PING_FINISH, type PingResult } from '@olt/protocol';
import type { Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { RouteArea } from '../route/routeArea.ts';
import { PingRun } from './pingRun.ts';

/** Round trip times by path: the device itself, a neighbour on the LAN, a host some routers away. */
const RTT_MS = { self: [0.02, 0.05], neighbour: [0.3, 1.8], routed: [6, 38] } as const;

/**
 * Diagnostics (DIAG-01/02): a ping from the device out of one of its interfaces, answered as the network the
 * device is in would answer it: its own addresses, the neighbours that answer ARP, the networks behind a reachable
 * route; a neighbour that does not answer is "Destination Host Unreachable", an address with no route out of that
 * interface "Network is unreachable". One ping at a time, one echo a second of device time.
 */
export class DiagnoseArea implements Area {
  readonly name = 'diagnose';
  private run: PingRun | null = null;
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly route: RouteArea,
  ) {
    this.random = k.random.fork('ping');
  }

  /** DIAG-01. */
  startPing(address: string, interfaceName: string, count: number, size: number): void {
    if (this.run && !this.run.isDone) refuse('a ping is running: wait for it to finish');
    const isV6 = address.includes(':');
    const path = isV6 ? null : this.route.pathTo(address, interfaceName);
    if (!isV6 && path === null) refuse(`no management interface named ${interfaceName}`);
    if (!isV6 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) refuse(`${address} is not an IPv4 or IPv6 address`);
    const answer = path ?? { kind: 'noRoute' as const, source: '::' };
    this.run = new PingRun(address, interfaceName, count, size, answer, (kind) => {
      const [low, high] = RTT_MS[kind as keyof typeof RTT_MS] ?? [1, 2];
      return low + (high - low) * this.random.next();
    });
  }

  /** DIAG-02. */
  result(): PingResult {
    if (!this.run) return { result: '', finish: PING_FINISH.done };
    return { result: this.run.lines.join('\n'), finish: this.run.isDone ? PING_FINISH.done : PING_FINISH.running };
  }

  step(): void {
    this.run?.step();
  }

  reboot(): void {
    this.run = null;
  }
}
