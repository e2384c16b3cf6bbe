import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK } from '@olt/protocol';
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
});
