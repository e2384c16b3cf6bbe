/** A counting semaphore: a device's few workers, or the requests a server lets out to one at once. */
export class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}
  take(): Promise<void> {
    if (this.busy < this.size) {
      this.busy++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  /** requests waiting for a slot */
  get queued(): number {
    return this.waiting.length;
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}
