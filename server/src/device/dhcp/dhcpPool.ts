import { ipv4ToNumber } from '../management/addresses.ts';

const quad = (n: number): string => [24, 16, 8, 0].map((s) => (n >>> s) & 0xff).join('.');

/**
 * The addresses of a range handed out one per client MAC: a client gets back the address it had while it is free,
 * else the lowest free one; a full range answers null (the next client is refused).
 */
export class AddressPool {
  private readonly byMac = new Map<string, number>();
  private readonly used = new Set<number>();

  constructor(
    private start: number,
    private end: number,
  ) {}

  static of(first: string, last: string): AddressPool {
    return new AddressPool(ipv4ToNumber(first) ?? 0, ipv4ToNumber(last) ?? 0);
  }

  /** Changes the range; addresses outside it are taken back (their clients ask again). */
  resize(first: string, last: string): void {
    this.start = ipv4ToNumber(first) ?? 0;
    this.end = ipv4ToNumber(last) ?? 0;
    for (const [mac, n] of this.byMac) if (n < this.start || n > this.end) this.release(mac);
  }

  get size(): number {
    return this.end - this.start + 1;
  }

  get inUse(): number {
    return this.used.size;
  }

  has(mac: string, address: string): boolean {
    return this.byMac.get(mac) === ipv4ToNumber(address);
  }

  lease(mac: string): string | null {
    const held = this.byMac.get(mac);
    if (held !== undefined) return quad(held);
    for (let n = this.start; n <= this.end; n++) {
      if (this.used.has(n)) continue;
      this.used.add(n);
      this.byMac.set(mac, n);
      return quad(n);
    }
    return null;
  }

  release(mac: string): void {
    const held = this.byMac.get(mac);
    if (held === undefined) return;
    this.used.delete(held);
    this.byMac.delete(mac);
  }

  clear(): void {
    this.byMac.clear();
    this.used.clear();
  }
}
