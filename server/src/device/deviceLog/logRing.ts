import type { LogFilter, LogLine } from '@olt/protocol';

/** The newest `capacity` lines, oldest first; a full ring overwrites its oldest line. */
export class LogRing {
  private items: LogLine[] = [];
  private start = 0;

  constructor(private readonly capacity: number) {}

  push(line: LogLine): void {
    if (this.items.length < this.capacity) this.items.push(line);
    else {
      this.items[this.start] = line;
      this.start = (this.start + 1) % this.capacity;
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** Oldest first. */
  toArray(): LogLine[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }

  /** The lines matching `filter`, newest first. */
  matching(filter: LogFilter): LogLine[] {
    const words = filter.search?.trim().toLowerCase() ?? '';
    const sinceMs = filter.since === undefined ? -Infinity : filter.since * 1000;
    const untilMs = filter.until === undefined ? Infinity : filter.until * 1000;
    return this.toArray()
      .reverse()
      .filter(
        (l) =>
          (filter.module === undefined || l.module === filter.module) &&
          (filter.level === undefined || l.level <= filter.level) &&
          l.time_ms >= sinceMs &&
          l.time_ms < untilMs &&
          (words === '' || l.text.toLowerCase().includes(words)),
      );
  }
}
