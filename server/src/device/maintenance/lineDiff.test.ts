import { describe, expect, it } from 'vitest';
import { diffLines, type DiffOp } from './lineDiff.ts';

/** Applies an edit script to `a`: it must give `b`, or the script is wrong. */
function apply(a: readonly string[], b: readonly string[], ops: DiffOp[]): string[] {
  const out: string[] = [];
  for (const op of ops) {
    if (op.op === ' ') {
      expect(a[op.a]).toBe(b[op.b]);
      out.push(a[op.a] as string);
    } else if (op.op === '+') out.push(b[op.b] as string);
  }
  return out;
}
const edits = (ops: DiffOp[]) => ops.filter((o) => o.op !== ' ').length;

describe('diffLines', () => {
  it('finds the shortest script: one changed line is one removal and one addition', () => {
    const a = ['a', 'b', 'c', 'd'];
    const b = ['a', 'B', 'c', 'd'];
    const ops = diffLines(a, b);
    expect(apply(a, b, ops)).toEqual(b);
    expect(ops.filter((o) => o.op !== ' ')).toEqual([
      { op: '-', a: 1 },
      { op: '+', b: 1 },
    ]);
  });

  it('handles empty sides, insertions in the middle and moved lines', () => {
    expect(diffLines([], ['x', 'y']).map((o) => o.op)).toEqual(['+', '+']);
    expect(diffLines(['x'], []).map((o) => o.op)).toEqual(['-']);
    const a = ['1', '2', '3', '4', '5', '6'];
    const b = ['1', '2', 'new', '3', '4', '6', '5'];
    const ops = diffLines(a, b);
    expect(apply(a, b, ops)).toEqual(b);
    expect(edits(ops)).toBe(3);
  });

  it('stays correct on random lists, with as few edits as a brute-force LCS says', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n) | 0;
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: rnd(12) }, () => String(rnd(4)));
      const b = Array.from({ length: rnd(12) }, () => String(rnd(4)));
      const ops = diffLines(a, b);
      expect(apply(a, b, ops)).toEqual(b);
      expect(edits(ops)).toBe(a.length + b.length - 2 * lcs(a, b));
    }
  });

  it('answers a big rewrite quickly as removed-then-added once past its bound', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`);
    const ops = diffLines(a, b);
    expect(apply(a, b, ops)).toEqual(b);
    expect(edits(ops)).toBe(6000);
  });
});

function lcs(a: readonly string[], b: readonly string[]): number {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      t[i]![j] = a[i - 1] === b[j - 1] ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
  return t[a.length]![b.length]!;
}
