import { describe, expect, it } from 'vitest';
import { Random, hash32 } from './random.ts';

describe('seeded random source', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = new Random(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps values in range', () => {
    const rng = new Random(1);
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 5);
      expect([3, 4, 5]).toContain(n);
    }
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('picks by weight and forks independent sources', () => {
    const rng = new Random(9);
    const picks = Array.from({ length: 1000 }, () => rng.weighted(['a', 'b'], [9, 1]));
    expect(picks.filter((p) => p === 'a').length).toBeGreaterThan(800);
    const a = new Random(5).fork('x');
    const b = new Random(5).fork('y');
    expect(a.next()).not.toBe(b.next());
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('hashes text stably', () => {
    expect(hash32('38:3a:21:20:06:e0')).toBe(hash32('38:3a:21:20:06:e0'));
    expect(hash32('a')).not.toBe(hash32('b'));
  });
});
