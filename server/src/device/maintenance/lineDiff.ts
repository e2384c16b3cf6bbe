/** One step of turning `a` into `b`: keep a line of both, remove one of `a`, add one of `b`. */
export type DiffOp = { op: ' '; a: number; b: number } | { op: '-'; a: number } | { op: '+'; b: number };

/** Past this many differing lines the middle is given as all removed, then all added: still true, just not minimal. */
const MAX_EDITS = 2000;

/**
 * The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), as indexes into each. The common head and
 * tail are taken off first: two versions of a configuration mostly differ in a few lines.
 */
export function diffLines(a: readonly string[], b: readonly string[]): DiffOp[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: DiffOp[] = [];
  for (let i = 0; i < head; i++) ops.push({ op: ' ', a: i, b: i });
  ops.push(...middle(a, b, head, a.length - tail, b.length - tail));
  for (let k = tail; k > 0; k--) ops.push({ op: ' ', a: a.length - k, b: b.length - k });
  return ops;
}

function middle(a: readonly string[], b: readonly string[], from: number, aEnd: number, bEnd: number): DiffOp[] {
  const n = aEnd - from;
  const m = bEnd - from;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // round d only reads diagonals -d-1 … d+1 of the round before: keep just those (memory grows with D², not D·N)
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
          ? (v[offset + k + 1] ?? 0)
          : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[from + x] === b[from + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return replaceAll(from, aEnd, bEnd);
  // walk the trace back from the end, collecting the steps in reverse
  const reversed: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const kept = trace[d] as Int32Array;
    const at = (k: number): number => kept[k + d + 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) reversed.push({ op: ' ', a: from + --x, b: from + --y });
    if (down) reversed.push({ op: '+', b: from + --y });
    else reversed.push({ op: '-', a: from + --x });
  }
  while (x > 0 && y > 0) reversed.push({ op: ' ', a: from + --x, b: from + --y });
  return reversed.reverse();
}

function replaceAll(from: number, aEnd: number, bEnd: number): DiffOp[] {
  const ops: DiffOp[] = [];
  for (let i = from; i < aEnd; i++) ops.push({ op: '-', a: i });
  for (let i = from; i < bEnd; i++) ops.push({ op: '+', b: i });
  return ops;
}
