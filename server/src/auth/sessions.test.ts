import { describe, expect, it } from 'vitest';
import { CODE } from '@olt/protocol';
import { SessionManager, type Identity } from './sessions.ts';

const IDLE_MS = 15 * 60_000;
const who = (user: string, level = 2): Identity => ({
  user,
  level,
  auth: 'local',
  passwordChange: '',
  isRestricted: false,
});

function manager(unlimitedBound = 5) {
  let nowMs = 1_000_000;
  const sessions = new SessionManager(IDLE_MS, () => nowMs, unlimitedBound);
  const ended: [string, string][] = [];
  sessions.onEnd((token, reason) => ended.push([token, reason]));
  return { sessions, ended, advance: (ms: number) => (nowMs += ms) };
}

describe('SessionManager', () => {
  it('bounds an account without a login limit, ending its oldest idle sessions first', () => {
    const { sessions, ended, advance } = manager(3);
    const tokens = Array.from({ length: 3 }, () => {
      advance(1_000);
      return sessions.create(who('root'), 0);
    });
    // the first token is used again: the second is now the oldest idle
    advance(1_000);
    expect(sessions.check(tokens[0]).ok).toBe(true);
    const fourth = sessions.create(who('root'), 0);
    expect(sessions.countFor('root')).toBe(3);
    expect(sessions.check(tokens[1]).ok).toBe(false);
    expect(ended).toEqual([[tokens[1], 'logout']]);
    for (const token of [tokens[0], tokens[2], fourth]) expect(sessions.check(token).ok).toBe(true);
    // other users are not touched by root's bound
    sessions.create(who('oper1', 4), 2);
    expect(sessions.countFor('oper1')).toBe(1);
  });

  it('drops expired sessions promptly, answers their tokens "timed out" for a while, then "unknown"', () => {
    const { sessions, ended, advance } = manager();
    const token = sessions.create(who('root'), 0);
    const kept = sessions.create(who('root'), 0);
    advance(IDLE_MS - 1);
    expect(sessions.check(kept).ok).toBe(true);
    advance(1);
    sessions.sweep();
    expect(sessions.size).toBe(1);
    expect(ended).toEqual([[token, 'timeout']]);
    expect(sessions.check(token)).toMatchObject({ ok: false, code: CODE.timeout });
    advance(61 * 60_000);
    expect(sessions.check(token)).toMatchObject({ ok: false, code: CODE.illegal });
  });

  it('ends every session of a user at once, and only theirs', () => {
    const { sessions } = manager(100);
    const roots = Array.from({ length: 5 }, () => sessions.create(who('root'), 0));
    const other = sessions.create(who('admin1', 3), 4);
    sessions.endUser('root');
    expect(roots.every((token) => !sessions.check(token).ok)).toBe(true);
    expect(sessions.check(other).ok).toBe(true);
    expect(sessions.countFor('root')).toBe(0);
  });

  it('keeps its tables small however many script sessions come and go', () => {
    const { sessions, advance } = manager(1_000);
    for (let i = 0; i < 20_000; i++) {
      sessions.create(who('root'), 0);
      if (i % 100 === 0) advance(60_000);
    }
    expect(sessions.countFor('root')).toBeLessThanOrEqual(1_000);
    expect(sessions.size).toBeLessThanOrEqual(1_000);
  });
});
