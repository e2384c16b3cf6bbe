/**
 * Relayed requests waiting for their upstream server's answer. With snooping on, the device keeps a pending entry
 * for each one only for the snooping response time: an answer arriving later finds no entry and makes no binding.
 */
export interface PendingRequest<W, H> {
  who: W;
  held: H | undefined;
  server: string;
  circuitId: string;
  remoteId: string;
  /** when the server's answer reaches the device */
  answerAtMs: number;
  /** when the pending entry is removed unanswered (never while snooping is off) */
  giveUpAtMs: number;
}

export class PendingRequests<W, H> {
  private readonly byMac = new Map<string, PendingRequest<W, H>>();

  has(mac: string): boolean {
    return this.byMac.has(mac);
  }

  add(mac: string, request: PendingRequest<W, H>): void {
    this.byMac.set(mac, request);
  }

  clear(): void {
    this.byMac.clear();
  }

  /** Takes out what is due at `now`: answers that came in time, and entries whose response time ran out. */
  due(now: number): { answered: PendingRequest<W, H>[]; timedOut: PendingRequest<W, H>[] } {
    const answered: PendingRequest<W, H>[] = [];
    const timedOut: PendingRequest<W, H>[] = [];
    for (const [mac, p] of this.byMac) {
      if (p.answerAtMs <= p.giveUpAtMs && p.answerAtMs <= now) answered.push(p);
      else if (p.giveUpAtMs <= now) timedOut.push(p);
      else continue;
      this.byMac.delete(mac);
    }
    return { answered, timedOut };
  }
}
