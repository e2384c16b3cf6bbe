import type { PathAnswer } from '../route/routeArea.ts';

/** One ping as the device's shell runs it: a line a second, then the statistics. */
export class PingRun {
  readonly lines: string[] = [];
  private sent = 0;
  private readonly rtts: number[] = [];

  constructor(
    private readonly target: string,
    private readonly interfaceName: string,
    private readonly count: number,
    private readonly size: number,
    private readonly path: PathAnswer,
    /** a round trip time, ms, for this kind of path */
    private readonly rtt: (kind: PathAnswer['kind']) => number,
  ) {
    this.lines.push(
      `PING ${target} (${target}) from ${path.source} ${interfaceName}: ${size}(${size + 28}) bytes of data.`,
    );
  }

  get isDone(): boolean {
    return this.sent >= this.count;
  }

  /** One second: one echo request, and its answer or its silence. */
  step(): void {
    if (this.isDone) return;
    this.sent += 1;
    const seq = this.sent;
    const { kind, source } = this.path;
    if (kind === 'self' || kind === 'neighbour' || kind === 'routed') {
      const time = this.rtt(kind);
      this.rtts.push(time);
      const ttl = kind === 'routed' ? 61 : 64;
      this.lines.push(
        `${this.size + 8} bytes from ${this.target}: icmp_seq=${seq} ttl=${ttl} time=${time.toFixed(2)} ms`,
      );
    } else if (kind === 'noHost') {
      this.lines.push(`From ${source} icmp_seq=${seq} Destination Host Unreachable`);
    } else if (seq === 1) {
      this.lines.push(
        `ping: connect: Network is unreachable (no route to ${this.target} out of ${this.interfaceName})`,
      );
      this.sent = this.count;
    }
    if (this.isDone) this.finish();
  }

  private finish(): void {
    const received = this.rtts.length;
    const loss = Math.round(((this.sent - received) / this.sent) * 100);
    this.lines.push('', `--- ${this.target} ping statistics ---`);
    this.lines.push(
      `${this.sent} packets transmitted, ${received} received, ${loss}% packet loss, time ${(this.sent - 1) * 1_000}ms`,
    );
    if (received > 0) {
      const min = Math.min(...this.rtts);
      const max = Math.max(...this.rtts);
      const avg = this.rtts.reduce((a, b) => a + b, 0) / received;
      this.lines.push(`rtt min/avg/max = ${min.toFixed(3)}/${avg.toFixed(3)}/${max.toFixed(3)} ms`);
    }
  }
}
