import type { StpRole, StpState } from '@olt/protocol';

interface Timed {
  state: StpState;
  /** when the port entered its state, or became a port that should forward */
  since: number;
  /** its role calls for forwarding */
  forward: boolean;
}

/** How a port may reach forwarding: at once (edge, root port, agreement on a point-to-point link) or by the timers. */
export type Transition = 'rapid' | 'timers';

/**
 * Port states of 802.1w over time: a port that should not forward discards at once; one that should forwards at
 * once where the rapid transition applies, otherwise it discards for a forward delay, learns for another, then
 * forwards. Answers the ports that began to forward, for the topology change.
 */
export class PortStates {
  private readonly ports = new Map<string, Timed>();

  state(key: string): StpState {
    return this.ports.get(key)?.state ?? 'Discarding';
  }

  /** Seconds before the port's next state, when it is on its way to forwarding by the timers. */
  waitS(key: string, role: StpRole | undefined, nowMs: number, forwardDelayS: number): number {
    const p = this.ports.get(key);
    if (!p || p.state === 'Forwarding' || (role !== 'Root' && role !== 'Designated')) return 0;
    return Math.max(0, Math.ceil(forwardDelayS - (nowMs - p.since) / 1000));
  }

  /** The roles changed (or may have): applies what happens at once. */
  apply(roles: ReadonlyMap<string, StpRole>, how: (key: string) => Transition, nowMs: number): string[] {
    const started: string[] = [];
    for (const key of [...this.ports.keys()]) if (!roles.has(key)) this.ports.delete(key);
    for (const [key, role] of roles) {
      const p = this.ports.get(key);
      const forward = role === 'Root' || role === 'Designated';
      if (!forward) {
        if (p?.state !== 'Discarding' || p.forward) this.ports.set(key, { state: 'Discarding', since: nowMs, forward });
        continue;
      }
      if (p?.state === 'Forwarding') continue;
      if (how(key) === 'rapid') {
        this.ports.set(key, { state: 'Forwarding', since: nowMs, forward });
        started.push(key);
      } else if (!p?.forward) this.ports.set(key, { state: 'Discarding', since: nowMs, forward });
    }
    return started;
  }

  /** One simulated second: ports moving by the timers advance when their forward delay is over. */
  tick(roles: ReadonlyMap<string, StpRole>, nowMs: number, forwardDelayS: number): string[] {
    const started: string[] = [];
    for (const [key, p] of this.ports) {
      const role = roles.get(key);
      if (p.state === 'Forwarding' || (role !== 'Root' && role !== 'Designated')) continue;
      if (nowMs - p.since < forwardDelayS * 1000) continue;
      if (p.state === 'Discarding') this.ports.set(key, { state: 'Learning', since: nowMs, forward: true });
      else {
        this.ports.set(key, { state: 'Forwarding', since: nowMs, forward: true });
        started.push(key);
      }
    }
    return started;
  }

  /** Every port in the state its role calls for, as after a long time (a device that has been up for a while). */
  settle(roles: ReadonlyMap<string, StpRole>, nowMs: number): void {
    this.ports.clear();
    for (const [key, role] of roles) {
      const forward = role === 'Root' || role === 'Designated';
      this.ports.set(key, { state: forward ? 'Forwarding' : 'Discarding', since: nowMs, forward });
    }
  }
}
