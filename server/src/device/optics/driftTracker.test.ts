import { describe, expect, it } from 'vitest';
import { Random } from '../kernel/random.ts';
import { DriftTracker, type DriftRules } from './driftTracker.ts';

const RULES: DriftRules = { thresholdCdb: 300, weakCdbm: -2700, windowSamples: 24, minSamples: 6, relearnMs: 1e12 };
const naiveMedian = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] ?? 0) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
};

describe('drift tracker', () => {
  it('keeps the median of its window as the baseline, none before it has enough samples', () => {
    const rng = new Random(3);
    const tracker = new DriftTracker(RULES, { mac: 1, portId: 1, onuId: 1 });
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      const rx = -2000 + rng.int(-150, 150);
      tracker.observe(rx, i * 60_000, { portId: 1, onuId: 1 });
      seen.push(rx);
      const window = seen.slice(-RULES.windowSamples);
      expect(tracker.baselineCdbm).toBe(window.length < RULES.minSamples ? null : naiveMedian(window));
    }
  });

  it('starts a drift once, deepens it, freezes the baseline meanwhile, and ends it with a margin', () => {
    const tracker = new DriftTracker(RULES, { mac: 1, portId: 1, onuId: 1 });
    for (let i = 0; i < 24; i++) tracker.observe(-2000, i, { portId: 1, onuId: 1 });
    expect(tracker.observe(-2350, 100, { portId: 1, onuId: 1 })).toBe('started');
    expect(tracker.observe(-2360, 101, { portId: 1, onuId: 1 })).toBe('deepened');
    expect(tracker.observe(-2355, 102, { portId: 1, onuId: 1 })).toBeNull();
    expect(tracker.baselineCdbm).toBe(-2000);
    expect(tracker.drift).toMatchObject({ startMs: 100, endMs: 0, dropCdb: 360, minRxCdbm: -2360 });
    // back to 2.6 dB below: inside the 0.5 dB margin, still drifting
    expect(tracker.observe(-2260, 103, { portId: 1, onuId: 1 })).toBeNull();
    expect(tracker.observe(-2240, 104, { portId: 1, onuId: 1 })).toBe('ended');
    expect(tracker.drift?.endMs).toBe(104);
    tracker.settle();
    expect(tracker.isDrifting).toBe(false);
    // below the weak level drifts without a baseline
    const fresh = new DriftTracker(RULES, { mac: 2, portId: 1, onuId: 2 });
    expect(fresh.observe(-2750, 0, { portId: 1, onuId: 2 })).toBe('started');
  });
});
