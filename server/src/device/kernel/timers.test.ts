import { describe, expect, it } from 'vitest';
import { Timers } from './timers.ts';

describe('pending simulated events', () => {
  it('fire in time order, ties in the order scheduled, only when due', () => {
    const timers = new Timers();
    const fired: string[] = [];
    for (const [at, name] of [
      [30, 'c'],
      [10, 'a'],
      [20, 'b1'],
      [20, 'b2'],
      [40, 'd'],
    ] as const) {
      timers.schedule(at, () => fired.push(name));
    }
    timers.runDue(25);
    expect(fired).toEqual(['a', 'b1', 'b2']);
    timers.runDue(100);
    expect(fired).toEqual(['a', 'b1', 'b2', 'c', 'd']);
    expect(timers.size).toBe(0);
  });

  it('runs events scheduled while firing when they are due too', () => {
    const timers = new Timers();
    const fired: number[] = [];
    timers.schedule(10, (at) => {
      fired.push(at);
      timers.schedule(at + 5, (next) => fired.push(next));
      timers.schedule(at + 50, (later) => fired.push(later));
    });
    timers.runDue(20);
    expect(fired).toEqual([10, 15]);
    expect(timers.size).toBe(1);
  });
});
