interface Timer {
  atMs: number;
  seq: number;
  fire: (atMs: number) => void;
}

/**
 * Pending simulated events (an ONU coming back, a registration finishing), ordered by time and then by the order
 * they were scheduled, so two events due at the same millisecond always fire in the same order. A binary heap keeps
 * each step cheap however many ONUs wait.
 */
export class Timers {
  private heap: Timer[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  schedule(atMs: number, fire: (atMs: number) => void): void {
    this.heap.push({ atMs, seq: this.seq++, fire });
    this.up(this.heap.length - 1);
  }

  /** Fires, in order, every timer due at or before `nowMs`, including ones scheduled while firing. */
  runDue(nowMs: number): void {
    for (;;) {
      const top = this.heap[0];
      if (!top || top.atMs > nowMs) return;
      this.pop();
      top.fire(top.atMs);
    }
  }

  clear(): void {
    this.heap = [];
  }

  private before(a: Timer, b: Timer): boolean {
    return a.atMs < b.atMs || (a.atMs === b.atMs && a.seq < b.seq);
  }

  private pop(): void {
    const last = this.heap.pop();
    if (last && this.heap.length > 0) {
      this.heap[0] = last;
      this.down(0);
    }
  }

  private up(index: number): void {
    const heap = this.heap;
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const a = heap[i] as Timer;
      const p = heap[parent] as Timer;
      if (!this.before(a, p)) break;
      heap[i] = p;
      heap[parent] = a;
      i = parent;
    }
  }

  private down(index: number): void {
    const heap = this.heap;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < heap.length && this.before(heap[left] as Timer, heap[best] as Timer)) best = left;
      if (right < heap.length && this.before(heap[right] as Timer, heap[best] as Timer)) best = right;
      if (best === i) return;
      const tmp = heap[i] as Timer;
      heap[i] = heap[best] as Timer;
      heap[best] = tmp;
      i = best;
    }
  }
}
