import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK, LOGIN_NAME_LOCK } from '@olt/protocol';
import { LoginGuard } from './loginGuard.ts';

function guardWithClock() {
  let nowMs = 1_000_000;
  const guard = new LoginGuard(() => nowMs);
  return { guard, advance: (ms: number) => (nowMs += ms) };
}

describe('LoginGuard', () => {
  it('locks after the fifth failure within the window, for the lock time', () => {
    const { guard, advance } = guardWithClock();
    for (let i = 0; i < LOGIN_LOCK.failures - 1; i++) {
      guard.recordFailure('root', '10.0.0.1');
      advance(1_000);
    }
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(0);
    guard.recordFailure('root', '10.0.0.1');
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(LOGIN_LOCK.lockMs);
    expect(guard.lockedForMs('root', '10.0.0.2')).toBe(0);
    expect(guard.lockedForMs('admin', '10.0.0.1')).toBe(0);
    advance(LOGIN_LOCK.lockMs - 1);
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(1);
    advance(1);
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(0);
    // the count starts again after a lock-out
    guard.recordFailure('root', '10.0.0.1');
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const { guard, advance } = guardWithClock();
    guard.recordFailure('root', '10.0.0.1');
    advance(LOGIN_LOCK.windowMs);
    for (let i = 0; i < LOGIN_LOCK.failures - 1; i++) guard.recordFailure('root', '10.0.0.1');
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(0);
  });

  it('clears the count on success', () => {
    const { guard } = guardWithClock();
    for (let i = 0; i < LOGIN_LOCK.failures - 1; i++) guard.recordFailure('root', '10.0.0.1');
    guard.recordSuccess('root', '10.0.0.1');
    guard.recordFailure('root', '10.0.0.1');
    expect(guard.lockedForMs('root', '10.0.0.1')).toBe(0);
  });

  it('counts failures per name across addresses: a spray locks the name everywhere, for growing delays', () => {
    const { guard, advance } = guardWithClock();
    const from = (i: number) => `10.1.0.${i % 50}`;
    let i = 0;
    while (guard.lockedForMs('root', '10.9.9.9') === 0) {
      expect(i, 'the name should lock before this many guesses').toBeLessThan(LOGIN_NAME_LOCK.failures);
      guard.recordFailure('root', from(i++));
    }
    expect(i).toBe(LOGIN_NAME_LOCK.failures);
    const first = guard.lockedForMs('root', '10.9.9.9');
    expect(first).toBe(LOGIN_NAME_LOCK.firstDelayMs);
    expect(guard.lockedForMs('admin', '10.9.9.9')).toBe(0);
    advance(first);
    expect(guard.lockedForMs('root', '10.9.9.9')).toBe(0);
    // the next failure locks again, twice as long, and so on up to the ceiling
    const delays: number[] = [];
    for (let round = 0; round < 12; round++) {
      guard.recordFailure('root', from(i++));
      const delay = guard.lockedForMs('root', '10.9.9.9');
      delays.push(delay);
      advance(delay);
    }
    expect(delays.slice(0, 3)).toEqual([2, 4, 8].map((k) => k * LOGIN_NAME_LOCK.firstDelayMs));
    expect(Math.max(...delays)).toBe(LOGIN_NAME_LOCK.maxDelayMs);
  });

  it('spares the addresses that signed in with the name lately, so a spray does not lock the operators out', () => {
    const { guard } = guardWithClock();
    guard.recordSuccess('root', '192.0.2.10');
    for (let i = 0; i < LOGIN_NAME_LOCK.failures; i++) guard.recordFailure('root', `10.2.0.${i}`);
    expect(guard.lockedForMs('root', '10.2.0.200')).toBeGreaterThan(0);
    expect(guard.lockedForMs('root', '192.0.2.10')).toBe(0);
  });

  it('says which failure locked something out', () => {
    const { guard } = guardWithClock();
    const outcomes = Array.from({ length: LOGIN_LOCK.failures }, () => guard.recordFailure('root', '10.0.0.1'));
    expect(outcomes.slice(0, -1).every((o) => o.lockedOut === null)).toBe(true);
    expect(outcomes.at(-1)?.lockedOut).toBe('pair');
  });
});
